/**
 * What the orders feature asks of the prescriptions feature (issue 12). Orders never reads that feature's
 * tables: the prescriptions plugin implements this port (`app.prescriptions`) and orders receives it.
 * Every call runs inside the caller's unit of work when there is one (lib/unit-of-work.ts), so packing an
 * order and dispensing against its prescription commit or roll back together.
 */
export interface PrescriptionLine {
  orderItemId: number;
  productId: number;
  /** Medicine name as on the order line (for the H1 register). */
  name: string;
  quantity: number;
  /** The catalog schedule at packing time: 'H1' lines are written to the H1 register. */
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  batchNumber: string | null;
}

/** The pharmacist whose approval released an order, shown to the customer (draft e-pharmacy rules). */
export interface VerifyingPharmacist {
  prescriptionId: number;
  name: string;
  registration: string;
  reviewedAt: Date;
}

export interface PrescriptionLookup {
  /** True only when the prescription exists and was uploaded by (or joined to) this customer. */
  isOwnedBy(prescriptionId: number, userId: number): Promise<boolean>;
  /**
   * Whether the customer's approved, unexpired prescriptions (the preferred one first) have quantity left for
   * every line; reads only. Used to release an order awaiting a prescription and to show the chemist what is ready.
   */
  covers(input: {
    userId: number;
    preferredPrescriptionId: number | null;
    lines: PrescriptionLine[];
  }): Promise<boolean>;
  /**
   * Dispenses the prescription-only lines of an order being packed: takes the quantities from the customer's
   * approved prescriptions (preferred first, then oldest valid), records each dispensing and writes Schedule H1
   * lines to the H1 register. Throws AppError('PRESCRIPTION_NOT_COVERING') naming the first uncovered line.
   */
  dispense(input: {
    userId: number;
    orderId: number;
    orderNumber: string;
    preferredPrescriptionId: number | null;
    /** The delivery address as one line, for the H1 register. */
    patientAddress: string;
    lines: PrescriptionLine[];
  }): Promise<void>;
  /** Gives back what an order's packing dispensed (the order was cancelled before dispatch). */
  undoDispensing(orderId: number): Promise<void>;
  /** The pharmacist who approved the prescription an order was released or dispensed against; null if none yet. */
  verifierFor(input: { orderId: number; prescriptionId: number | null }): Promise<VerifyingPharmacist | null>;
  /**
   * One page (1-based) of a prescription as stored (re-encoded image or PDF); null when there is no such page.
   * Orders checks that the caller may see it (the chemist of an order it covers) before asking.
   */
  readPage(prescriptionId: number, page: number): Promise<PrescriptionPage | null>;
}

export interface PrescriptionPage {
  mediaType: string;
  content: Buffer;
  byteSize: number;
}

/** For tests of orders alone: no prescription exists, so every id is refused and nothing is covered. */
export const noPrescriptions: PrescriptionLookup = {
  isOwnedBy: async () => false,
  covers: async ({ lines }) => lines.length === 0,
  dispense: async ({ lines }) => {
    if (lines.length > 0) throw new Error('noPrescriptions cannot dispense prescription-only lines');
  },
  undoDispensing: async () => {},
  verifierFor: async () => null,
  readPage: async () => null,
};
