import { CHAT_ORDER_HREF } from '@aushadh/shared/offers/chat-order.ts';
import { BadgeCheck, Camera, FileText, MessageCircle, RefreshCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UploadPrescriptionButton } from './upload-prescription-button.tsx';

/** The home page's prescription upload card (SPEC §2): what happens, and the button that opens the dialog. */
export function PrescriptionUploadCard() {
  const { t } = useTranslation('prescriptions');
  const points = [
    { icon: Camera, text: t('card.pointPhoto') },
    { icon: BadgeCheck, text: t('card.pointPharmacist') },
    { icon: RefreshCcw, text: t('card.pointReuse') },
  ];
  return (
    <section aria-labelledby="prescription-card-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
      <div className="flex flex-col gap-5 overflow-hidden rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-amber-50 p-5 shadow-xs sm:p-7 lg:flex-row lg:items-center">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white"
          aria-hidden="true"
        >
          <FileText className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="prescription-card-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t('card.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 sm:text-base">{t('card.text')}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex w-full flex-col gap-2 lg:w-auto">
          <UploadPrescriptionButton size="lg" className="w-full lg:w-auto" />
          {/* Or send it on the chat app with the prefilled greeting (issue 18 item 5). */}
          <a
            href={CHAT_ORDER_HREF}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            data-testid="order-on-chat"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('card.orderOnChat')}
          </a>
        </div>
      </div>
    </section>
  );
}
