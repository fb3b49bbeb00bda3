import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

export interface PaginationNavProps {
  page: number;
  pageCount: number;
  /** Builds the link of a page, e.g. "?page=3". */
  hrefFor: (page: number) => string;
}

/** Previous / next links with "Page N of M"; the page number lives in the URL. */
export function PaginationNav({ page, pageCount, hrefFor }: PaginationNavProps) {
  const { t } = useTranslation('catalog');
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  const linkClass = cn(buttonVariants({ variant: 'outline' }), 'min-w-28');
  const disabledClass = cn(linkClass, 'pointer-events-none opacity-40');
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-between gap-3">
      {hasPrevious ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('pagination.previous')}
        </span>
      )}
      <p className="text-sm text-slate-600" aria-current="page">
        {t('pagination.pageOf', { page, pages: pageCount })}
      </p>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t('pagination.next')}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t('pagination.next')}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
