import { useTranslation } from 'react-i18next';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { ChatWorkspace } from '../components/chat-workspace.tsx';

/** /communication (SPEC §1, §2; issue 16 item 2): the customer's live chat with a pharmacist or their doctor. */
export default function CommunicationPage() {
  const { t } = useTranslation('chat');
  useMetaDescription(t('meta'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6">
      <title>{`${t('title')} | Aushadh`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-4 max-w-2xl text-slate-600">{t('subtitle')}</p>
      <ChatWorkspace desk="customer" />
      <p className="mt-4 text-xs text-slate-500">{t('disclaimer')}</p>
    </div>
  );
}
