import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription, usePageFaq } from '../../../lib/page-meta.ts';
import { useDoctorSpecialties } from '../api/get-doctors.ts';

const FAQ_KEYS = ['video', 'prescription', 'cancel', 'privacy', 'fees'] as const;

/** /consult: how consultations work, the specialties with their lowest fee, the FAQ, and the way into booking. */
export default function ConsultPage() {
  const { t } = useTranslation('doctors');
  const specialties = useDoctorSpecialties();
  const faq = FAQ_KEYS.map((key) => ({ question: t(`consult.faq.${key}.q`), answer: t(`consult.faq.${key}.a`) }));
  useMetaDescription(t('consult.subtitle'));
  usePageFaq(faq);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
      <title>{`${t('consult.title')} | ${t('brand')}`}</title>
      <header className="rounded-2xl bg-brand-50 p-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('consult.title')}</h1>
        <p className="mt-2 text-slate-700">{t('consult.subtitle')}</p>
        <Button asChild size="lg" className="mt-4">
          <Link to="/doctors">{t('consult.cta')}</Link>
        </Button>
      </header>
      <section className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{t('consult.howTitle')}</h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-4">
          {(['find', 'book', 'meet', 'prescription'] as const).map((step, i) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-4">
              <span className="text-sm font-bold text-brand-700">{i + 1}</span>
              <h3 className="font-semibold text-slate-900">{t(`consult.steps.${step}.title`)}</h3>
              <p className="text-sm text-slate-600">{t(`consult.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{t('consult.specialtiesTitle')}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {specialties.data?.map((s) => (
            <li key={s.slug}>
              <Link
                to={`/doctors?specialty=${s.slug}`}
                className="flex min-h-11 items-center justify-between rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-600"
              >
                <span>{t(`specialties.${s.slug}`, s.name)}</span>
                <span className="text-sm text-slate-600">{t('consult.from', { fee: formatMoney(s.minFeePaise) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{t('consult.faqTitle')}</h2>
        <div className="mt-3 grid gap-2">
          {faq.map((item) => (
            <details key={item.question} className="rounded-lg border border-slate-200 bg-white p-3">
              <summary className="min-h-11 cursor-pointer font-medium text-slate-900">{item.question}</summary>
              <p className="mt-2 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
