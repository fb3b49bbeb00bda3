import { useTranslation } from 'react-i18next';
import { ChatWorkspace, type ChatDesk } from '../components/chat-workspace.tsx';

/** The staff inbox: /pharmacy/chat (the queue and taken conversations) and /doctor/chat (the doctor's patients). */
export function ChatInboxPage({ desk }: { desk: Exclude<ChatDesk, 'customer'> }) {
  const { t } = useTranslation('chat');
  return (
    <div className="space-y-4">
      <title>{`${t('inboxTitle')} | Aushadh`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('inboxTitle')}</h1>
        <p className="text-slate-600">{desk === 'pharmacist' ? t('inboxPharmacist') : t('inboxDoctor')}</p>
      </div>
      <ChatWorkspace desk={desk} />
    </div>
  );
}

export const PharmacistChatInbox = () => <ChatInboxPage desk="pharmacist" />;
export const DoctorChatInbox = () => <ChatInboxPage desk="doctor" />;
