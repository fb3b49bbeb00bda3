/**
 * What the orders feature asks about a prescription named on an order. The prescriptions feature will answer
 * it (injected in app.ts); orders never reads that feature's tables.
 */
export interface PrescriptionLookup {
  /** True only when the prescription exists and was uploaded by this customer. */
  isOwnedBy(prescriptionId: number, userId: number): Promise<boolean>;
}

/** Until the prescriptions feature exists there is no prescription to link: every id is refused. */
export const noPrescriptions: PrescriptionLookup = {
  isOwnedBy: async () => false,
};
