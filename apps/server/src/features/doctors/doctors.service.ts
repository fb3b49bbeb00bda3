import type { DoctorsDeps } from './doctors-deps.ts';
import { DEMO_DOCTOR_REGISTRATION } from './seed/doctor-seed-data.ts';
import { createAppointments } from './use-cases/appointments.ts';
import { createDirectory } from './use-cases/directory.ts';
import { createDoctorDesk } from './use-cases/doctor-desk.ts';
import { createEPrescriptions } from './use-cases/e-prescriptions.ts';
import { createDoctorsPersonalData } from './use-cases/personal-data.ts';
import { createReminders } from './use-cases/reminders.ts';
import { createReports } from './use-cases/reports.ts';
import { createVideoCall } from './use-cases/video-call.ts';

export type { DoctorsDeps } from './doctors-deps.ts';

/**
 * The doctors feature's entry point (issue 13): the directory, booking and the patient's appointments, the
 * doctor's desk, e-prescriptions and reminders.
 */
export function createDoctorsService(deps: DoctorsDeps) {
  const directory = createDirectory(deps);
  const appointments = createAppointments(deps, directory);
  const desk = createDoctorDesk(deps, directory);
  const ePrescriptions = createEPrescriptions(deps, desk);
  const reports = createReports(deps, appointments, desk);
  const video = createVideoCall(
    deps,
    deps.ice ?? { stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlSeconds: 3600 },
  );
  return {
    /* directory (public) */
    specialties: directory.specialties,
    search: directory.search,
    profile: directory.profile,
    /** Cards of active doctors by id (the hospitals feature lists the doctors who practise at a hospital). */
    cards: directory.cards,
    /* patients */
    book: appointments.book,
    myAppointments: appointments.mine,
    myAppointment: appointments.getMine,
    cancel: appointments.cancel,
    reschedule: appointments.reschedule,
    myPrescription: ePrescriptions.forPatient,
    attachReport: reports.attach,
    myReport: reports.forPatient,
    /* the video call (patient and doctor) */
    videoSession: video.session,
    admitToCall: video.admit,
    callConnected: video.connected,
    /* doctors */
    me: desk.me,
    queue: desk.queue,
    deskAppointment: desk.appointment,
    availability: desk.availability,
    saveAvailability: desk.saveAvailability,
    addLeave: desk.addLeave,
    removeLeave: desk.removeLeave,
    start: desk.start,
    noShow: desk.noShow,
    patientHistory: desk.patientHistory,
    writePrescription: ePrescriptions.write,
    doctorPrescription: ePrescriptions.forDoctor,
    pickMedicines: ePrescriptions.pickMedicines,
    deskReport: reports.forDoctor,
    /* anyone with the code */
    verify: ePrescriptions.verify,
    /* privacy */
    personalData: createDoctorsPersonalData(deps, appointments, ePrescriptions),
    /* jobs */
    sendDueReminders: createReminders(deps),
    /** Links the demo doctor account to its seeded profile (development and end-to-end tests only). */
    linkDemoDoctor: (userId: number) => deps.repository.linkUser(DEMO_DOCTOR_REGISTRATION, userId),
  };
}

export type DoctorsService = ReturnType<typeof createDoctorsService>;
