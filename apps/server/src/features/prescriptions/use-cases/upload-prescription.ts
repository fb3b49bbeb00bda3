import type { prescriptionUploadFieldsSchema, PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { preparePage, type IncomingFile, type PreparedPage } from '../prescription-files.ts';
import type { PrescriptionModel } from '../prescription-model.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';
import type { PrescriptionOwner } from '../prescriptions.repository.ts';

export interface UploadInput {
  owner: PrescriptionOwner;
  /** The SPEC §7 text fields, already parsed by prescriptionUploadFieldsSchema. */
  fields: z.output<typeof prescriptionUploadFieldsSchema>;
  files: IncomingFile[];
}

/**
 * SPEC §7 upload: every page checked by its bytes and made safe (prescription-files.ts) before anything is
 * written; then the prescription, its pages and the first history entry in one unit of work, so a refused
 * page leaves nothing behind.
 */
export function createUploadPrescription({ repository, uow }: PrescriptionsDeps, model: PrescriptionModel) {
  return async function uploadPrescription({ owner, fields, files }: UploadInput): Promise<PrescriptionSummary> {
    if (files.length === 0) throw new AppError('PRESCRIPTION_FILE_REQUIRED');
    const pages: PreparedPage[] = [];
    // One at a time: decoding images is the costly part, and parallel decodes of five 5 MB photos would
    // only compete for the same cores with every other request.
    for (const [index, file] of files.entries()) pages.push(await preparePage(file, index + 1));
    const row = await uow.transaction(async () => {
      const created = await repository.insertPrescription({
        userId: 'userId' in owner ? owner.userId : null,
        guestId: 'guestId' in owner ? owner.guestId : null,
        uploaderName: fields.userName,
        uploaderPhone: fields.userPhone,
        uploaderAddress: fields.userAddress,
        notes: fields.notes,
        status: 'pending',
        pageCount: pages.length,
      });
      await repository.insertFiles(created.id, pages);
      await repository.insertHistory({
        prescriptionId: created.id,
        status: 'pending',
        byUserId: 'userId' in owner ? owner.userId : null,
        byRole: 'userId' in owner ? 'customer' : 'guest',
      });
      return created;
    });
    const [summary] = await model.summaries([row]);
    return summary!;
  };
}
