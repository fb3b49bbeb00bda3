import type { LabsDeps } from './labs-deps.ts';
import { createBookLabTest } from './use-cases/book-lab-test.ts';
import { createLabBookingView } from './use-cases/lab-booking-view.ts';
import { createLabCatalog } from './use-cases/lab-catalog.ts';
import { createLabReports } from './use-cases/lab-reports.ts';
import { createLaboratoryWork } from './use-cases/laboratory-work.ts';

export type { LabsDeps } from './labs-deps.ts';

/**
 * The labs feature's entry point (issue 14): the /lab-tests catalog, home-collection bookings, the
 * laboratory's work and the customer's reports.
 */
export function createLabsService(deps: LabsDeps) {
  const catalog = createLabCatalog(deps);
  const view = createLabBookingView(deps);
  const booking = createBookLabTest(deps, catalog, view);
  const work = createLaboratoryWork(deps, catalog, view);
  const reports = createLabReports(deps, catalog);
  return {
    /* public */
    listTests: catalog.list,
    testDetail: catalog.detail,
    /** Other features (a doctor's recommended tests) check catalog ids here. */
    activeTests: catalog.activeTests,
    /* customers */
    slots: booking.slots,
    savedPatients: booking.savedPatients,
    place: booking.place,
    listMine: booking.listMine,
    getMine: booking.getMine,
    reschedule: booking.reschedule,
    cancel: booking.cancel,
    myReports: reports.listMine,
    readMyReportPdf: reports.readMyPdf,
    /* the laboratory */
    day: work.day,
    workDetail: work.detail,
    assign: work.assign,
    collect: work.collect,
    startProcessing: work.startProcessing,
    enterResults: work.enterResults,
    uploadReport: work.uploadReport,
    readReport: work.readReport,
    reportReady: work.reportReady,
    notify: work.notify,
    /** DPDP access and erasure (lib/personal-data.ts): bookings, people and reports. */
    personalData: {
      name: 'labs',
      export: async ({ userId }: { userId: number }) => ({
        labBookings: await booking.listMine({ id: userId }),
        labReports: await reports.listMine(userId),
      }),
      erase: async ({ userId }: { userId: number }) => deps.repository.eraseUser(userId),
    },
    /** Sets a window's capacity (never below what is booked): operations, and tests. */
    setCapacity: deps.repository.setCapacity,
  };
}

export type LabsService = ReturnType<typeof createLabsService>;
