import type { LabReport } from '@aushadh/shared/labs/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LabsDeps } from '../labs-deps.ts';
import type { createLabCatalog } from './lab-catalog.ts';

type Catalog = ReturnType<typeof createLabCatalog>;

/** The customer's "Lab reports": each person's ready report with values, ranges, flags and the PDF. */
export function createLabReports({ repository }: LabsDeps, catalog: Catalog) {
  return {
    async listMine(userId: number): Promise<LabReport[]> {
      const rows = await repository.readyReportsOf(userId, 100);
      const ids = rows.map((r) => r.patient.id);
      const [results, files, items, { byId }] = await Promise.all([
        repository.resultsOf(ids),
        repository.reportFilesOf(ids),
        repository.itemsOf(ids),
        catalog.catalog(),
      ]);
      const parameterInfo = new Map(
        [...byId.values()].flatMap((e) =>
          e.parameters.map((p) => [p.id, { testName: p.testName, name: p.name, decimals: p.decimals }] as const),
        ),
      );
      return rows.map(({ patient, bookingNumber }) => ({
        id: patient.id,
        bookingId: patient.bookingId,
        bookingNumber,
        patientId: patient.patientId,
        patientName: patient.name,
        sampleId: patient.sampleId,
        collectedAt: patient.collectedAt?.toISOString() ?? null,
        reportReadyAt: patient.reportReadyAt!.toISOString(),
        tests: items.filter((i) => i.bookingPatientId === patient.id).map((i) => i.name),
        hasPdf: files.some((f) => f.bookingPatientId === patient.id),
        results: results
          .filter((r) => r.bookingPatientId === patient.id)
          .map((r) => {
            const info = parameterInfo.get(r.parameterId);
            return {
              testName: info?.testName ?? '',
              parameterCode: r.parameterCode,
              name: info?.name ?? r.parameterCode,
              valueNumeric: r.valueNumeric,
              valueText: r.valueText,
              decimals: info?.decimals ?? 1,
              unit: r.unit,
              refLow: r.refLow,
              refHigh: r.refHigh,
              refText: r.refText,
              flag: r.flag,
            };
          }),
      }));
    },

    /** The PDF of one of my ready reports (anyone else's, or not ready: 404). */
    async readMyPdf(userId: number, reportId: number) {
      const owned = await repository.findReadyReport(reportId, userId);
      if (!owned) throw new AppError('LAB_REPORT_NOT_FOUND');
      const file = await repository.readReportFile(reportId);
      if (!file) throw new AppError('LAB_REPORT_NOT_FOUND');
      return file;
    },
  };
}
