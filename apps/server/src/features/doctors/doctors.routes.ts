import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import {
  appointmentIdParamsSchema,
  appointmentListSchema,
  appointmentSchema,
  availabilityInputSchema,
  availabilitySchema,
  bookAppointmentSchema,
  doctorIdParamsSchema,
  doctorPageSchema,
  doctorProfileSchema,
  doctorQueueSchema,
  doctorSearchQuerySchema,
  ePrescriptionSchema,
  leaveIdParamsSchema,
  leaveInputSchema,
  medicinePickQuerySchema,
  medicinePickSchema,
  patientHistorySchema,
  patientParamsSchema,
  queueEntrySchema,
  rescheduleSchema,
  specialtyListSchema,
  verificationParamsSchema,
  verificationSchema,
  writePrescriptionSchema,
} from '@aushadh/shared/doctors/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import { appointmentCalendar } from './calendar-file.ts';
import type { DoctorsService } from './doctors.service.ts';
import { renderEPrescriptionPdf } from './e-prescription-pdf.ts';
import type { VideoRooms } from './video-rooms.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const DOCTOR = { roles: ['doctor'] } as const;

const actor = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { userId: user.id, role: user.role };
};

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** The directory (public), the patient's bookings and e-prescriptions, and the doctor's desk (`/api/doctor/*`). */
export const doctorsRoutes: FastifyPluginAsyncZod<{
  doctors: DoctorsService;
  rooms: VideoRooms;
  /** The account's language (users.language): the patient's e-prescription PDF is labelled in it. */
  languageOf: (userId: number) => Promise<LanguageCode>;
}> = async (app, { doctors, rooms, languageOf }) => {
  /* ───────────── directory ───────────── */
  app.get(
    '/api/doctors',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The doctor directory: search (name, specialty, symptom words) and filters, 12 a page',
        querystring: doctorSearchQuerySchema,
        response: { 200: doctorPageSchema, ...errors },
      },
    },
    async (request) => doctors.search(request.query),
  );

  app.get(
    '/api/doctors/specialties',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Specialties with their number of doctors and lowest fee',
        response: { 200: specialtyListSchema, ...errors },
      },
    },
    async () => doctors.specialties(),
  );

  app.get(
    '/api/doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's profile with the slots of the next days (free or taken)",
        params: doctorIdParamsSchema,
        response: { 200: doctorProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return doctors.profile(request.params.id);
    },
  );

  /* ───────────── patients ───────────── */
  const bookingLimit = limit(app, 'appointment-booking', {
    max: 30,
    minutes: 60,
    key: (r) => (r.user ? `u:${r.user.id}` : r.ip),
  });

  app.post(
    '/api/doctors/:id/appointments',
    {
      preHandler: [bookingLimit],
      schema: {
        tags: ['doctors'],
        summary: 'Book a slot (video or in-clinic) and pay through the checkout’s payment provider',
        params: doctorIdParamsSchema,
        body: bookAppointmentSchema,
        response: { 201: appointmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const appointment = await doctors.book(actor(request), request.params.id, request.body);
      return reply.code(201).send(appointment);
    },
  );

  app.get(
    '/api/appointments/mine',
    {
      schema: {
        tags: ['doctors'],
        summary: "The caller's consultations, newest first",
        response: { 200: appointmentListSchema, ...errors },
      },
    },
    async (request) => doctors.myAppointments(actor(request).userId),
  );

  app.get(
    '/api/appointments/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: 'One of the caller’s consultations',
        params: appointmentIdParamsSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => doctors.myAppointment(actor(request).userId, request.params.id),
  );

  app.get(
    '/api/appointments/:id/calendar.ics',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The consultation as a calendar file (.ics)',
        params: appointmentIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const appointment = await doctors.myAppointment(actor(request).userId, request.params.id);
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="consultation-${appointment.reference}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(appointmentCalendar(appointment, origin));
    },
  );

  app.post(
    '/api/appointments/:id/cancel',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Cancel free until 2 hours before the start (the fee is refunded)',
        params: appointmentIdParamsSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => doctors.cancel(actor(request), request.params.id),
  );

  app.post(
    '/api/appointments/:id/reschedule',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Move to another free slot of the same doctor, free until 2 hours before (answers the new booking)',
        params: appointmentIdParamsSchema,
        body: rescheduleSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => doctors.reschedule(actor(request), request.params.id, request.body.startsAt),
  );

  app.get(
    '/api/appointments/:id/e-prescription',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The e-prescription of one of the caller’s consultations',
        params: appointmentIdParamsSchema,
        response: { 200: ePrescriptionSchema, ...errors },
      },
    },
    async (request) => doctors.myPrescription(actor(request).userId, request.params.id),
  );

  app.get(
    '/api/appointments/:id/e-prescription.pdf',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The e-prescription as a PDF',
        params: appointmentIdParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = actor(request);
      const rx = await doctors.myPrescription(userId, request.params.id);
      const pdf = await renderEPrescriptionPdf(rx, await languageOf(userId));
      return sendPdf(reply, pdf, `e-prescription-${rx.verificationCode}.pdf`);
    },
  );

  app.get(
    '/api/e-prescriptions/verify/:code',
    {
      preHandler: [limit(app, 'e-prescription-verify', { max: 60, minutes: 10 })],
      schema: {
        tags: ['doctors'],
        summary: 'Check an e-prescription by its verification code (doctor, date, patient initials)',
        params: verificationParamsSchema,
        response: { 200: verificationSchema, ...errors },
      },
    },
    async (request) => doctors.verify(request.params.code),
  );

  /* ───────────── the doctor's desk ───────────── */
  app.get(
    '/api/doctor/queue',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: "Today's queue and the upcoming appointments of the signed-in doctor",
        response: { 200: doctorQueueSchema, ...errors },
      },
    },
    async (request) => doctors.queue(actor(request).userId),
  );

  app.get(
    '/api/doctor/appointments/:id',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'One of this doctor’s appointments',
        params: appointmentIdParamsSchema,
        response: { 200: queueEntrySchema, ...errors },
      },
    },
    async (request) => doctors.deskAppointment(actor(request).userId, request.params.id),
  );

  app.post(
    '/api/doctor/appointments/:id/start',
    {
      config: DOCTOR,
      // Only a verified doctor consults (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['doctor'],
        summary: 'Start the consultation (on the day of the slot)',
        params: appointmentIdParamsSchema,
        response: { 200: queueEntrySchema, ...errors },
      },
    },
    async (request) => doctors.start(actor(request).userId, request.params.id),
  );

  app.post(
    '/api/doctor/appointments/:id/no-show',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Mark that the patient did not come (once the slot has begun)',
        params: appointmentIdParamsSchema,
        response: { 200: queueEntrySchema, ...errors },
      },
    },
    async (request) => doctors.noShow(actor(request).userId, request.params.id),
  );

  app.post(
    '/api/doctor/appointments/:id/e-prescription',
    {
      config: DOCTOR,
      // Only a verified doctor consults (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['doctor'],
        summary: 'Write the e-prescription of a started consultation (completes it)',
        params: appointmentIdParamsSchema,
        body: writePrescriptionSchema,
        response: { 201: ePrescriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rx = await doctors.writePrescription(actor(request).userId, request.params.id, request.body);
      // The consultation is complete: a call still open for it ends.
      rooms.closeRoom(request.params.id);
      return reply.code(201).send(rx);
    },
  );

  app.get(
    '/api/doctor/appointments/:id/e-prescription',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'The e-prescription this doctor wrote for an appointment',
        params: appointmentIdParamsSchema,
        response: { 200: ePrescriptionSchema, ...errors },
      },
    },
    async (request) => doctors.doctorPrescription(actor(request).userId, request.params.id),
  );

  app.get(
    '/api/doctor/patients/:userId/consultations',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: "A patient's past consultations with this doctor only (another doctor's patient: 404)",
        params: patientParamsSchema,
        response: { 200: patientHistorySchema, ...errors },
      },
    },
    async (request) => doctors.patientHistory(actor(request).userId, request.params.userId),
  );

  app.get(
    '/api/doctor/medicines',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Catalog medicines for the e-prescription, each with its telemedicine list (O, A, prohibited)',
        querystring: medicinePickQuerySchema,
        response: { 200: medicinePickSchema, ...errors },
      },
    },
    async (request) => doctors.pickMedicines(request.query.q),
  );

  app.get(
    '/api/doctor/availability',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Weekly sittings, slot length and leave',
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => doctors.availability(actor(request).userId),
  );

  app.put(
    '/api/doctor/availability',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Replace the weekly sittings and slot length (booked appointments stay)',
        body: availabilityInputSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => doctors.saveAvailability(actor(request).userId, request.body),
  );

  app.post(
    '/api/doctor/leave',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Add days off (no slots are offered then)',
        body: leaveInputSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => doctors.addLeave(actor(request).userId, request.body),
  );

  app.delete(
    '/api/doctor/leave/:id',
    {
      config: DOCTOR,
      schema: {
        tags: ['doctor'],
        summary: 'Remove days off',
        params: leaveIdParamsSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => doctors.removeLeave(actor(request).userId, request.params.id),
  );
};
