import {
  QUEUE_PAGE_SIZE,
  type PharmacyPrescription,
  type PrescriptionStatus,
  type QueuePage,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PrescriptionModel } from '../prescription-model.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';

/** The pharmacist's side: the verification queue and everything one prescription's decision needs. */
export function createPharmacyQueue(deps: PrescriptionsDeps, model: PrescriptionModel) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** One page of a status (pending: oldest first, with how long each has waited). */
    async queue(status: PrescriptionStatus, cursor: number | undefined): Promise<QueuePage> {
      const [rows, total] = [
        await repository.queue(status, cursor, QUEUE_PAGE_SIZE + 1),
        await repository.countByStatus(status),
      ];
      const page = rows.slice(0, QUEUE_PAGE_SIZE);
      const at = now().getTime();
      return {
        items: page.map((row) => ({
          id: row.id,
          status: row.status,
          submittedAt: row.submittedAt.toISOString(),
          waitingSeconds: Math.max(0, Math.floor((at - row.submittedAt.getTime()) / 1000)),
          uploaderName: row.uploaderName,
          pageCount: row.pageCount,
          guest: row.userId === null,
          hasNotes: row.hasNotes,
        })),
        nextCursor: rows.length > QUEUE_PAGE_SIZE ? page.at(-1)!.id : null,
        total,
      };
    },

    async detail(pharmacistId: number, id: number): Promise<PharmacyPrescription> {
      const row = await repository.find(id);
      if (!row) throw new AppError('PRESCRIPTION_UNKNOWN');
      const detail = await model.detail(row);
      return {
        ...detail,
        guest: row.userId === null,
        otherPrescriptions: row.userId === null ? null : await repository.countOthersOf(row.userId, row.id),
        ownUpload: row.userId === pharmacistId,
      };
    },
  };
}
