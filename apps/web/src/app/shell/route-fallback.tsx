import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page (or its translations) arrives. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">{t('states.loading')}</span>
    </div>
  );
}
