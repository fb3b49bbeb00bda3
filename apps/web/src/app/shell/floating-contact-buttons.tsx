import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const whatsappHref = `https://wa.me/${SUPPORT_CONTACT.whatsappNumber}?text=${encodeURIComponent(SUPPORT_CONTACT.whatsappGreeting)}`;

/** Floating phone and chat-app shortcuts with a prefilled greeting (SPEC §2, loaded late). */
export default function FloatingContactButtons() {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('contact.label')}
      className="fixed end-4 bottom-4 z-30 flex flex-col gap-3 animate-fade-in print:hidden"
    >
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('contact.whatsapp')}
        title={t('contact.whatsapp')}
        className="flex size-12 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </a>
      <a
        href={SUPPORT_CONTACT.phoneHref}
        aria-label={t('contact.call', { phone: SUPPORT_CONTACT.phone })}
        title={t('contact.call', { phone: SUPPORT_CONTACT.phone })}
        className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Phone className="size-5" aria-hidden="true" />
      </a>
    </div>
  );
}
