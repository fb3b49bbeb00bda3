import {
  todayInIndia,
  type AllowedMedicine,
  type PrescriptionDetail,
  type PrescriptionPage,
  type PrescriptionSummary,
  type RejectionReason,
} from '@aushadh/shared/prescriptions/schemas.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';
import type { HistoryRow, MedicineRow, PrescriptionRow } from './prescriptions.repository.ts';

/** How many of an owner's prescriptions a list shows (newest first); far above what a person uploads. */
export const OWNER_LIST_LIMIT = 100;

/** The reply shapes (prescriptions/schemas.ts) from rows: the repository's rows never leave the feature. */
export function createPrescriptionModel({ repository, catalog, today = () => todayInIndia() }: PrescriptionsDeps) {
  async function medicinesByPrescription(rows: MedicineRow[]): Promise<Map<number, AllowedMedicine[]>> {
    const facts = await catalog.purchaseFacts(rows.map((r) => r.productId));
    const byPrescription = new Map<number, AllowedMedicine[]>();
    for (const row of rows) {
      const fact = facts.get(row.productId);
      const list = byPrescription.get(row.prescriptionId) ?? [];
      list.push({
        productId: row.productId,
        name: fact?.name ?? null,
        packSize: fact?.packSize ?? null,
        quantityAllowed: row.quantityAllowed,
        quantityLeft: row.quantityAllowed - row.quantityDispensed,
      });
      byPrescription.set(row.prescriptionId, list);
    }
    return byPrescription;
  }

  function summaryOf(
    row: PrescriptionRow,
    pages: PrescriptionPage[],
    medicines: AllowedMedicine[],
    day: string,
  ): PrescriptionSummary {
    const approved = row.status === 'approved';
    return {
      id: row.id,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      pageCount: row.pageCount,
      pages,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewer:
        row.status !== 'pending' && row.reviewerName
          ? { name: row.reviewerName, registration: row.reviewerRegistration ?? '' }
          : null,
      rejectionReason: row.status === 'rejected' ? ((row.rejectionReason as RejectionReason | null) ?? null) : null,
      reviewNote: row.status === 'pending' ? null : row.reviewNote,
      prescriberName: approved ? row.prescriberName : null,
      prescriberRegistration: approved ? row.prescriberRegistration : null,
      prescribedOn: approved ? row.prescribedOn : null,
      patientName: approved ? row.patientName : null,
      validUntil: approved ? row.validUntil : null,
      medicines,
      usable: approved && row.validUntil !== null && row.validUntil >= day && medicines.some((m) => m.quantityLeft > 0),
    };
  }

  /** Summaries of these rows, in their order, with pages and the medicines they allow (three reads in all). */
  async function summaries(rows: PrescriptionRow[]): Promise<PrescriptionSummary[]> {
    const ids = rows.map((r) => r.id);
    const [pageRows, medicineRows] = [await repository.pagesOf(ids), await repository.medicinesOf(ids)];
    const medicines = await medicinesByPrescription(medicineRows);
    const day = today();
    return rows.map((row) =>
      summaryOf(
        row,
        pageRows
          .filter((p) => p.prescriptionId === row.id)
          .map(({ page, mediaType, byteSize, originalName }) => ({ page, mediaType, byteSize, originalName })),
        medicines.get(row.id) ?? [],
        day,
      ),
    );
  }

  return {
    summaries,

    async detail(row: PrescriptionRow): Promise<PrescriptionDetail> {
      const [summary] = await summaries([row]);
      const history = await repository.historyOf(row.id);
      return {
        ...summary!,
        uploaderName: row.uploaderName,
        uploaderPhone: row.uploaderPhone,
        uploaderAddress: row.uploaderAddress,
        notes: row.notes,
        history: history.map(historyEntry),
      };
    },
  };
}

export type PrescriptionModel = ReturnType<typeof createPrescriptionModel>;

export const historyEntry = (row: HistoryRow) => ({
  status: row.status,
  // The notification's idempotency key is bookkeeping, not something a person reads.
  note: row.byRole === 'system' ? null : row.note,
  byRole: row.byRole,
  at: row.at.toISOString(),
});
