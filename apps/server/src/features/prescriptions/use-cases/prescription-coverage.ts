import { todayInIndia } from '@aushadh/shared/prescriptions/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';
import type { CoverageRow } from '../prescriptions.repository.ts';

/**
 * An order line that needs a prescription, as orders hands it over (its port, orders/prescription-lookup.ts,
 * is checked against this feature where app.ts wires one to the other: prescriptions never imports orders).
 */
export interface PrescriptionLine {
  orderItemId: number;
  productId: number;
  /** The medicine's name on the order line (errors and the H1 register). */
  name: string;
  quantity: number;
  /** 'H1' lines are written to the H1 register. */
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  batchNumber: string | null;
}

interface CoverInput {
  userId: number;
  preferredPrescriptionId: number | null;
  lines: PrescriptionLine[];
}

export interface Allocation {
  line: PrescriptionLine;
  row: CoverageRow;
  quantity: number;
}

/**
 * Which allowed medicines cover which lines: each line takes from the rows of its product in their order
 * (the preferred prescription first, then the oldest), splitting across prescriptions when one has too
 * little left. Returns the first line that cannot be covered instead, if any.
 */
export function allocate(
  rows: CoverageRow[],
  lines: PrescriptionLine[],
): { allocations: Allocation[]; uncovered: null } | { allocations: null; uncovered: PrescriptionLine } {
  const left = new Map(rows.map((row) => [row.medicineId, row.quantityAllowed - row.quantityDispensed]));
  const allocations: Allocation[] = [];
  for (const line of lines) {
    let needed = line.quantity;
    for (const row of rows) {
      if (needed === 0) break;
      if (row.productId !== line.productId) continue;
      const take = Math.min(needed, left.get(row.medicineId) ?? 0);
      if (take === 0) continue;
      left.set(row.medicineId, (left.get(row.medicineId) ?? 0) - take);
      allocations.push({ line, row, quantity: take });
      needed -= take;
    }
    if (needed > 0) return { allocations: null, uncovered: line };
  }
  return { allocations, uncovered: null };
}

/**
 * The prescriptions feature's side of the orders port (orders/prescription-lookup.ts). Every call joins the
 * caller's unit of work, so packing and dispensing commit or roll back together.
 */
export function createPrescriptionCoverage({ repository, uow, today = () => todayInIndia() }: PrescriptionsDeps) {
  const coverageFor = (input: CoverInput, lock: boolean) =>
    repository.coverage({
      userId: input.userId,
      productIds: [...new Set(input.lines.map((l) => l.productId))],
      today: today(),
      preferredPrescriptionId: input.preferredPrescriptionId,
      lock,
    });

  // The port's readPage is the view's (view-prescriptions.ts).
  return {
    isOwnedBy: (prescriptionId: number, userId: number) => repository.isOwnedBy(prescriptionId, userId),

    /** Whether the customer's approved, unexpired prescriptions (the preferred first) have enough left; reads only. */
    async covers(input: CoverInput): Promise<boolean> {
      if (input.lines.length === 0) return true;
      return allocate(await coverageFor(input, false), input.lines).uncovered === null;
    },

    /**
     * Takes the lines' quantities from the customer's prescriptions (preferred first, then oldest), records each
     * dispensing and writes H1 lines to the register, in the caller's unit of work.
     */
    async dispense(
      input: CoverInput & { orderId: number; orderNumber: string; patientAddress: string },
    ): Promise<void> {
      if (input.lines.length === 0) return;
      await uow.transaction(async () => {
        // Locked: two packings of this customer's orders at once take from the same quantities in turn.
        const plan = allocate(await coverageFor(input, true), input.lines);
        if (plan.uncovered) throw new AppError('PRESCRIPTION_NOT_COVERING', { name: plan.uncovered.name });
        for (const { row, line, quantity } of plan.allocations) {
          if (!(await repository.take(row.medicineId, quantity))) {
            throw new AppError('PRESCRIPTION_NOT_COVERING', { name: line.name });
          }
        }
        await repository.insertDispensings(
          plan.allocations.map(({ row, line, quantity }) => ({
            prescriptionMedicineId: row.medicineId,
            orderId: input.orderId,
            orderItemId: line.orderItemId,
            quantity,
          })),
        );
        // Schedule H1 (rule 65(3)(a)): prescriber, patient, medicine, quantity, date, and who verified it.
        await repository.insertH1(
          plan.allocations
            .filter(({ line }) => line.schedule === 'H1')
            .map(({ row, line, quantity }) => ({
              orderId: input.orderId,
              orderNumber: input.orderNumber,
              prescriptionId: row.prescriptionId,
              productId: line.productId,
              medicineName: line.name,
              quantity,
              batchNumber: line.batchNumber,
              prescriberName: row.prescriberName ?? '',
              prescriberRegistration: row.prescriberRegistration ?? '',
              patientName: row.patientName ?? '',
              patientAddress: input.patientAddress,
              pharmacistName: row.reviewerName ?? '',
              pharmacistRegistration: row.reviewerRegistration ?? '',
            })),
        );
      });
    },

    /** Gives back what an order's packing dispensed (cancelled before dispatch). */
    async undoDispensing(orderId: number): Promise<void> {
      await uow.transaction(() => repository.undoDispensing(orderId));
    },

    /** The pharmacist who approved the prescription an order was dispensed (or is named) against. */
    async verifierFor({ orderId, prescriptionId }: { orderId: number; prescriptionId: number | null }) {
      const id = (await repository.dispensedPrescriptionOf(orderId)) ?? prescriptionId;
      if (id === null) return null;
      const row = await repository.find(id);
      if (!row || row.status !== 'approved' || !row.reviewerName || !row.reviewedAt) return null;
      return {
        prescriptionId: row.id,
        name: row.reviewerName,
        registration: row.reviewerRegistration ?? '',
        reviewedAt: row.reviewedAt,
      };
    },
  };
}
