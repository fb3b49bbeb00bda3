import type { PrescriptionDetail, PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { OWNER_LIST_LIMIT, type PrescriptionModel } from '../prescription-model.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';
import type { PrescriptionOwner } from '../prescriptions.repository.ts';

/** A stored page as served: its bytes and the media type it was stored with. */
export interface StoredPage {
  mediaType: 'image/jpeg' | 'image/png' | 'application/pdf';
  content: Buffer;
  byteSize: number;
}

/**
 * What an owner sees of their prescriptions. Anyone else gets the same 404 as for an id that does not exist:
 * ids are serial, so a 403 would tell a stranger which ones are real.
 */
export function createViewPrescriptions({ repository }: PrescriptionsDeps, model: PrescriptionModel) {
  return {
    async listMine(owner: PrescriptionOwner | null): Promise<PrescriptionSummary[]> {
      if (!owner) return [];
      return model.summaries(await repository.listOwned(owner, OWNER_LIST_LIMIT));
    },

    async getMine(owner: PrescriptionOwner | null, id: number): Promise<PrescriptionDetail> {
      const row = owner ? await repository.findOwned(id, owner) : null;
      if (!row) throw new AppError('PRESCRIPTION_UNKNOWN');
      return model.detail(row);
    },

    async readMyPage(owner: PrescriptionOwner | null, id: number, page: number): Promise<StoredPage> {
      const row = owner ? await repository.findOwned(id, owner) : null;
      const stored = row ? await repository.readPage(id, page) : null;
      if (!stored) throw new AppError('PRESCRIPTION_UNKNOWN');
      return stored;
    },

    /**
     * Any page, for callers that checked the right to see it themselves: the pharmacist's route, and the
     * chemist packing an order this prescription covers (orders checks the order). Null when there is none.
     */
    readPage(prescriptionId: number, page: number): Promise<StoredPage | null> {
      return repository.readPage(prescriptionId, page);
    },
  };
}
