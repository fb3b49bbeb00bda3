import type { AdminHospital, HospitalSubmission } from '@aushadh/shared/hospitals/schemas.ts';
import type { hospitalSubmissionSchema } from '@aushadh/shared/hospitals/schemas.ts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { nameKeyOf, searchTextOf, specialtySlugOf } from '../hospital-text.ts';
import type { Actor, HospitalsDeps } from '../hospitals-deps.ts';
import type { HospitalRow } from '../hospitals.repository.ts';
import { toSummary } from './directory.ts';

type Submission = z.output<typeof hospitalSubmissionSchema>;
export type { HospitalSubmission };

/** The add-hospital form (pending until an admin decides) and the admin's queue. */
export function createSubmissions(deps: HospitalsDeps, onApproved: () => void = () => {}) {
  const { repository, uow, delivery, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function adminView(row: HospitalRow): Promise<AdminHospital> {
    const duplicate = row.duplicateOfId ? await repository.find(row.duplicateOfId) : null;
    return {
      ...toSummary(row),
      status: row.status,
      duplicateOf: duplicate ? { id: duplicate.id, name: duplicate.name } : null,
      submittedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      rejectReason: row.rejectReason,
    };
  }

  return {
    /** A visitor's new hospital: placed at its pincode, pending, a likely duplicate flagged (same name and pincode). */
    async submit(input: Submission, who: { userId: number | null; key: string }) {
      const place = await delivery.place(input.pincode);
      if (!place) throw new AppError('PINCODE_UNKNOWN', {}, { field: 'pincode' });
      const specialties = [...new Set(input.specialties.map(specialtySlugOf))];
      const nameKey = nameKeyOf(input.name);
      return uow.transaction(async () => {
        const duplicate = await repository.findDuplicate(nameKey, place.pincode);
        const values = {
          name: input.name,
          nameKey,
          type: 'private' as const,
          specialties,
          beds: null,
          emergency24x7: input.emergency,
          nabhAccredited: false,
          phone: input.phone,
          hours: '',
          address: input.address,
          city: place.district,
          state: place.state,
          pincode: place.pincode,
          latitude: place.latitude,
          longitude: place.longitude,
          status: 'pending' as const,
          submittedByUserId: who.userId,
          submitterKey: who.key,
          duplicateOfId: duplicate?.id ?? null,
        };
        const row = await repository.insert({ ...values, searchText: searchTextOf(values) });
        await events.publish('hospital.submitted', { hospitalId: row.id, possibleDuplicate: duplicate !== null });
        return { id: row.id, status: row.status, possibleDuplicate: duplicate !== null };
      });
    },

    async queue(status: 'pending' | 'approved' | 'rejected'): Promise<AdminHospital[]> {
      const rows = await repository.listByStatus(status);
      return Promise.all(rows.map(adminView));
    },

    /** Approve or reject a pending submission; who and when recorded. */
    async review(id: number, decision: { decision: 'approve' | 'reject'; reason?: string | undefined }, admin: Actor) {
      const decided = await uow.transaction(async () => {
        const existing = await repository.find(id);
        if (!existing) throw new AppError('HOSPITAL_NOT_FOUND');
        const to = decision.decision === 'approve' ? 'approved' : 'rejected';
        const row = await repository.review(id, {
          status: to,
          reviewedByUserId: admin.id,
          reviewedAt: now(),
          rejectReason: to === 'rejected' ? (decision.reason ?? null) : null,
        });
        if (!row) throw new AppError('HOSPITAL_ALREADY_REVIEWED');
        await events.publish('hospital.reviewed', { hospitalId: id, reviewerId: admin.id, to });
        return adminView(row);
      });
      // After the commit: the directory's next read sees the approved hospital.
      if (decided.status === 'approved') onApproved();
      return decided;
    },
  };
}
