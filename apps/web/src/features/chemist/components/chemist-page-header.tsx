import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A `/chemist` page's heading and its document title. */
export function ChemistPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('chemist');
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <title>{`${title} | ${t('areaTitle')}`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
