import { specialtyBookingPath, type AssistantMessage, type TriageLevel } from '@aushadh/shared/assistant/schemas.ts';
import { AlertTriangle, BookOpen, Phone, Pill, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format-money.ts';

const LEVEL_STYLE: Record<TriageLevel, string> = {
  emergency: 'border-red-300 bg-red-50 text-red-900',
  'doctor-24h': 'border-orange-300 bg-orange-50 text-orange-900',
  consult: 'border-amber-200 bg-amber-50 text-amber-900',
  'self-care': 'border-emerald-200 bg-emerald-50 text-emerald-900',
};

const HELPLINE_KEY: Record<string, string> = {
  '112': 'call.emergency',
  '108': 'call.ambulance',
  '14416': 'call.teleManas',
};

/** One-tap call buttons: shown before anything else of an emergency answer. */
export function CallButtons({ helplines }: { helplines: string[] }) {
  const { t } = useTranslation('assistant');
  if (helplines.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border-2 border-red-600 bg-red-600 p-4 text-white"
      data-testid="assistant-emergency"
    >
      <p className="flex items-center gap-2 text-base font-bold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {t('call.heading')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {helplines.map((number, i) => (
          <a
            key={number}
            href={`tel:${number}`}
            data-testid={`assistant-call-${number}`}
            className={cn(
              'inline-flex min-h-12 items-center gap-2 rounded-lg px-5 text-lg font-bold shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-red-600',
              i === 0 ? 'bg-white text-red-700 hover:bg-red-50' : 'bg-red-800 text-white hover:bg-red-900',
            )}
          >
            <Phone aria-hidden="true" className="size-5" />
            {t(HELPLINE_KEY[number] ?? 'call.number', { number })}
          </a>
        ))}
      </div>
    </div>
  );
}

/** The assistant's answer: call buttons first, then the level with its reasons, the passages, what to book. */
export function AssistantAnswer({ message }: { message: AssistantMessage }) {
  const { t } = useTranslation('assistant');
  const level = message.triageLevel ?? 'consult';
  return (
    <div className="space-y-3" data-testid="assistant-answer" data-level={level}>
      <CallButtons helplines={message.helplines} />
      <section aria-label={t('level.label')} className={cn('rounded-xl border p-3', LEVEL_STYLE[level])}>
        <p className="text-sm font-bold" data-testid="assistant-level">
          {t(`level.${level}`)}
        </p>
        <p className="mt-0.5 text-sm">{t(`level.${level}Advice`)}</p>
        {message.reasons.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 ps-5 text-sm">
            {message.reasons.map((reason) => (
              <li key={reason.code}>
                {t(`reasons.${reason.code}`)}
                {reason.matched.length > 0 && (
                  <span className="opacity-75"> ({reason.matched.map((word) => `“${word}”`).join(', ')})</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {message.passages.map((passage) => (
        <article key={passage.sourceId} className="rounded-xl border border-slate-200 bg-white p-4">
          {/* A passage may be in another script than the interface (English in an Arabic page): its own direction. */}
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <BookOpen aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <bdi>{passage.title}</bdi>
          </h3>
          <p dir="auto" className="mt-1 text-sm leading-relaxed text-slate-700">
            {passage.summary}
          </p>
          {passage.selfCare.length > 0 && (
            <>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t('answer.selfCare')}</h4>
              <ul lang="en" dir="ltr" className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                {passage.selfCare.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {passage.seeDoctorIf.length > 0 && (
            <>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t('answer.seeDoctorIf')}</h4>
              <ul lang="en" dir="ltr" className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                {passage.seeDoctorIf.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </article>
      ))}

      {message.specialty && (
        <Link
          to={specialtyBookingPath(message.specialty)}
          className="flex min-h-11 items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          data-testid="assistant-book-doctor"
        >
          <Stethoscope aria-hidden="true" className="size-4 shrink-0" />
          {t('answer.bookDoctor', {
            specialty: t(`specialties.${message.specialty}`, { defaultValue: message.specialty }),
          })}
        </Link>
      )}

      {message.products.length > 0 && (
        <section className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Pill aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t('answer.products')}
          </h3>
          <p className="mt-0.5 text-xs text-slate-600">{t('answer.productsNote')}</p>
          <ul className="mt-2 divide-y divide-slate-100">
            {message.products.map((product) => (
              <li key={product.productId}>
                <Link
                  to={`/products/${product.productId}`}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-brand-800"
                >
                  <bdi>{product.name}</bdi>
                  <span className="font-semibold">{formatMoney(product.pricePaise)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {message.sources.length > 0 && (
        <p className="text-xs text-slate-600" data-testid="assistant-sources">
          <span className="font-semibold">{t('answer.sources')}</span>{' '}
          {message.sources.map((source, i) => (
            <span key={`${source.kind}:${source.id}`}>
              {i > 0 && ' · '}
              {source.url ? (
                <Link to={source.url} className="underline underline-offset-2 hover:text-brand-800">
                  {t('answer.leaflet', { name: source.title })}
                </Link>
              ) : (
                t('answer.knowledge', { name: source.title })
              )}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
