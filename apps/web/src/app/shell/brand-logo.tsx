import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The Aushadh mark: a rounded teal tile with a medical cross and a leaf-green dot. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0a6a61" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      <circle cx="23.5" cy="23.5" r="3.5" fill="#57dbc5" />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('brand.homeLink')}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-offset-4', className)}
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight text-brand-800" aria-hidden="true">
        {t('brand.name')}
      </span>
    </Link>
  );
}
