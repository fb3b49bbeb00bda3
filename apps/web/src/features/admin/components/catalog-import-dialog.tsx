import {
  CATALOG_IMPORT_MAX_BYTES,
  type CatalogImportMode,
  type CatalogImportReport,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import type { ErrorCode } from '@aushadh/shared/errors/error-texts.ts';
import { tokenOf } from '@aushadh/shared/errors/message-token.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useImportCatalog } from '../api/import-catalog.ts';

/** Issues shown at once; the count says how many more there are (the file's line numbers find them). */
const SHOWN_ISSUES = 50;

/**
 * The catalog file: a dry run first, always. With errors the admin fixes the file, or imports only the valid
 * rows by an explicit choice; never half a row.
 */
export function CatalogImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const { error: errorText, message } = useErrorText();
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<CatalogImportReport | null>(null);
  const run = useImportCatalog();

  const reset = () => (setCsv(null), setReport(null), setFileError(null), run.reset());
  const start = (mode: CatalogImportMode) => {
    if (csv === null) return;
    run.mutate({ mode, csv }, { onSuccess: setReport });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || reset(), onOpenChange(next))}>
      <DialogContent closeLabel={t('create.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4 p-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              {t('import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="min-h-11 text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setReport(null);
                run.reset();
                if (!file) return setCsv(null);
                if (file.size > CATALOG_IMPORT_MAX_BYTES) {
                  setCsv(null);
                  return setFileError(t('import.tooLarge'));
                }
                setFileError(null);
                setCsv(await file.text());
              }}
            />
            {fileError ? <p className="text-sm text-red-700">{fileError}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={csv === null || run.isPending} onClick={() => start('dry-run')}>
              {t('import.dryRun')}
            </Button>
            {report && report.mode === 'dry-run' && report.invalidRows === 0 && report.validRows > 0 ? (
              <Button disabled={run.isPending} onClick={() => start('all-or-nothing')}>
                {t('import.importAll')}
              </Button>
            ) : null}
            {report && report.mode === 'dry-run' && report.invalidRows > 0 && report.validRows > 0 ? (
              <Button variant="outline" disabled={run.isPending} onClick={() => start('valid-rows-only')}>
                {t('import.importValid', { valid: report.validRows })}
              </Button>
            ) : null}
          </div>
          {run.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(run.error)}
            </p>
          ) : null}
          {report ? (
            <div className="flex flex-col gap-3" data-testid="import-report" aria-live="polite">
              <p className="font-semibold text-slate-900">
                {report.mode === 'dry-run'
                  ? t('import.dryRunSummary', { rows: report.rows, invalid: report.invalidRows })
                  : t('import.doneSummary', { created: report.created, updated: report.updated })}
              </p>
              {report.invalidRows > 0 && report.mode === 'dry-run' ? (
                <p className="text-sm text-slate-700">{t('import.nothingImported')}</p>
              ) : null}
              {report.issues.length > 0 ? (
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">{t('import.issues')}</caption>
                  <thead>
                    <tr className="text-slate-600">
                      <th scope="col" className="py-1 text-start">
                        {t('import.line')}
                      </th>
                      <th scope="col" className="py-1 text-start">
                        {t('import.column')}
                      </th>
                      <th scope="col" className="py-1 text-start">
                        {t('import.problem')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
                      <tr key={i} className="border-t border-slate-100" data-testid="import-issue">
                        <td className="py-1 pe-2 tabular-nums">{issue.line}</td>
                        <td className="py-1 pe-2 font-mono" dir="ltr">
                          {issue.column}
                        </td>
                        <td className="py-1">
                          {message(tokenOf(issue.code as ErrorCode, issue.params)) ?? issue.message}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {report.issues.length > SHOWN_ISSUES ? (
                <p className="text-sm text-slate-600">
                  {t('import.more', { rest: report.issues.length - SHOWN_ISSUES })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
