import type { PartnerDocument } from '@aushadh/shared/partners/schemas.ts';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A partner's documents: kind, file name and a link that opens it (the server sends it inline, sandboxed). */
export function DocumentsList({
  documents,
  urlOf,
  action,
}: {
  documents: PartnerDocument[];
  urlOf: (documentId: number) => string;
  action?: (document: PartnerDocument) => ReactNode;
}) {
  const { t } = useTranslation('partners');
  if (documents.length === 0) return <p className="text-sm text-slate-600">{t('documents.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-3 p-3">
          <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-slate-900">{t(`documentKinds.${document.kind}`)}</p>
            <p className="truncate text-slate-600" dir="auto">
              {document.name}
            </p>
          </div>
          <a
            href={urlOf(document.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {t('documents.view')}
            <span className="sr-only">{` — ${document.name}`}</span>
          </a>
          {action?.(document)}
        </li>
      ))}
    </ul>
  );
}
