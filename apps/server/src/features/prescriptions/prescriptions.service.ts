import { createPrescriptionModel } from './prescription-model.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';
import { createH1Register } from './use-cases/h1-register.ts';
import { createPharmacyQueue } from './use-cases/pharmacy-queue.ts';
import { createPrescriptionCoverage } from './use-cases/prescription-coverage.ts';
import { createPrescriptionsPersonalData } from './use-cases/prescriptions-personal-data.ts';
import { createRecordEPrescription } from './use-cases/record-e-prescription.ts';
import { createReviewPrescription } from './use-cases/review-prescription.ts';
import { createUploadPrescription } from './use-cases/upload-prescription.ts';
import { createViewPrescriptions } from './use-cases/view-prescriptions.ts';

export type { PrescriptionsDeps } from './prescriptions-deps.ts';
export type { PrescriptionOwner } from './prescriptions.repository.ts';
export type { StoredPage } from './use-cases/view-prescriptions.ts';

/**
 * The prescriptions feature's entry point: upload, the owner's views, the pharmacist's queue and review, the
 * H1 register, and the port orders asks (`isOwnedBy`, `covers`, `dispense`, `undoDispensing`, `verifierFor`).
 */
export function createPrescriptionsService(deps: PrescriptionsDeps) {
  const model = createPrescriptionModel(deps);
  const view = createViewPrescriptions(deps, model);
  const pharmacy = createPharmacyQueue(deps, model);
  const review = createReviewPrescription(deps, pharmacy.detail);
  const personal = createPrescriptionsPersonalData(deps, model);
  return {
    /* customers */
    upload: createUploadPrescription(deps, model),
    listMine: view.listMine,
    getMine: view.getMine,
    readMyPage: view.readMyPage,
    /** Any page, for a caller that checked the right to see it (the pharmacist; the chemist of a covered order). */
    readPage: view.readPage,
    joinGuestUploads: personal.joinGuestUploads,
    /* pharmacists */
    queue: pharmacy.queue,
    pharmacyDetail: pharmacy.detail,
    review: review.review,
    notifyReviewed: review.notifyReviewed,
    h1Register: createH1Register(deps),
    /* doctors: a doctor's e-prescription is stored as a verified prescription (issue 13) */
    recordEPrescription: createRecordEPrescription(deps),
    /* orders' port (orders/prescription-lookup.ts; its readPage is the one above) */
    ...createPrescriptionCoverage(deps),
    /* privacy and retention */
    personalData: personal.personalData,
    purgeExpired: personal.purgeExpired,
  };
}

export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
