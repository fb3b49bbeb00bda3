import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';

/** Any unknown path (SPEC §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${t('notFound.title')} | ${t('brand.name')}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-10" aria-hidden="true" />
      </div>
      <p className="text-sm font-bold tracking-widest text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">{t('notFound.products')}</Link>
        </Button>
      </div>
    </section>
  );
}
