import { DEMO_HOSPITAL_CITY } from './seed/hospital-seed-data.ts';
import type { HospitalsDeps } from './hospitals-deps.ts';
import { createAppointments } from './use-cases/appointments.ts';
import { createDirectory } from './use-cases/directory.ts';
import { createSubmissions } from './use-cases/submissions.ts';

export type { HospitalsDeps } from './hospitals-deps.ts';

/** The hospitals feature's entry point (issue 15): directory, nearby search, submissions, appointments. */
export function createHospitalsService(deps: HospitalsDeps) {
  const directory = createDirectory(deps);
  const submissions = createSubmissions(deps, directory.invalidate);
  const appointments = createAppointments(deps);
  return {
    /* public */
    list: directory.list,
    nearby: directory.nearby,
    detail: directory.detail,
    ofDoctor: directory.ofDoctor,
    submit: submissions.submit,
    /* customers */
    book: appointments.book,
    myAppointments: appointments.mine,
    myAppointment: appointments.getMine,
    cancelAppointment: appointments.cancel,
    /* the hospital's staff */
    desk: appointments.desk,
    decide: appointments.decide,
    notify: appointments.notify,
    /* admin */
    queue: submissions.queue,
    review: submissions.review,
    /** Whether a hospital exists and is approved (an ambulance's destination). */
    async approvedName(id: number): Promise<string | null> {
      const row = await deps.repository.find(id);
      return row && row.status === 'approved' ? row.name : null;
    },
    /** Links the demo hospital account to Noida's first hospital (development and end-to-end tests only). */
    async linkDemoHospital(userId: number) {
      const hospital = await deps.repository.firstInCity(DEMO_HOSPITAL_CITY);
      if (hospital) await deps.repository.linkStaff(hospital.id, userId);
    },
    /** Links a staff account to a hospital (operations; tests). */
    linkStaff: deps.repository.linkStaff,
  };
}

export type HospitalsService = ReturnType<typeof createHospitalsService>;
