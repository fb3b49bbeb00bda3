import { APPOINTMENT_REPORTS } from '@aushadh/shared/doctors/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUploadedDocument, type DocumentMediaType } from '../../lib/uploaded-files.ts';

export type ReportMediaType = DocumentMediaType;

/**
 * A report attached to a booking, checked as prescriptions check theirs (lib/uploaded-files.ts
 * `checkUploadedDocument`: JPG, PNG or PDF by name and bytes, images re-encoded). At most 5 MB.
 */
export function checkReportUpload(rawName: string, bytes: Buffer) {
  return checkUploadedDocument(rawName, bytes, {
    maxBytes: APPOINTMENT_REPORTS.maxFileBytes,
    fallbackName: 'report',
    fail: (name, cause) => new AppError('APPOINTMENT_REPORT_INVALID', { name }, { field: 'report', cause }),
  });
}
