import { useTranslation } from 'react-i18next';

/**
 * Shown while a lazily loaded page (or its translations) arrives. `page`: in place of a whole page the browser
 * renders (hydration.tsx, ClientOnly): a screen high, so the footer sits below the fold and does not jump
 * when the page replaces it (a layout shift).
 */
export function RouteFallback({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`mx-auto flex max-w-7xl items-center justify-center px-4 ${page ? 'min-h-dvh' : 'min-h-[50vh]'}`}
      role="status"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">{t('states.loading')}</span>
    </div>
  );
}
