import { CONSULTATION } from '@aushadh/shared/doctors/schemas.ts';
import type { CallRole, VideoSession } from '@aushadh/shared/doctors/video.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { AppointmentRow, DoctorWithSpecialty } from '../doctors.repository.ts';
import { iceServersFor, type IceConfig } from '../video-ice.ts';
import type { Actor } from './appointments.ts';

const MINUTE_MS = 60_000;

/** Who may be in a consultation's call, and when the room is open. */
export interface Admission {
  appointmentId: number;
  doctorId: number;
  role: CallRole;
  userId: number;
  closesAt: Date;
}

/**
 * The video consultation's rules (issue 13 item 4), all on the server: only the booked patient and that
 * appointment's doctor (anyone else: 404, as for any appointment that is not theirs), only a video appointment,
 * only from `videoEarlyMinutes` before the slot (or from the moment the doctor started it, when that is earlier)
 * until `videoLateMinutes` after it ends, only while it is booked or in consultation; the doctor joins once they have started the consultation (starting stays the doctor's
 * action), the patient may wait in the room before that.
 */
export function createVideoCall(deps: DoctorsDeps, ice: IceConfig) {
  const { repository, now = () => new Date() } = deps;

  async function participant(
    user: Actor,
    appointmentId: number,
  ): Promise<{ row: AppointmentRow; doctor: DoctorWithSpecialty; role: CallRole }> {
    const own = await repository.findPatientAppointment(appointmentId, user.userId);
    if (own) {
      const doctor = await repository.findDoctor(own.doctorId);
      if (doctor) return { row: own, doctor, role: 'patient' };
    }
    if (user.role === 'doctor') {
      const doctor = await repository.findDoctorByUser(user.userId);
      const row = doctor ? await repository.findDoctorAppointment(appointmentId, doctor.id) : null;
      if (doctor && row) return { row, doctor, role: 'doctor' };
    }
    throw new AppError('NOT_FOUND');
  }

  const window = (row: AppointmentRow) => ({
    opensAt: new Date(row.startsAt.getTime() - CONSULTATION.videoEarlyMinutes * MINUTE_MS),
    closesAt: new Date(row.endsAt.getTime() + CONSULTATION.videoLateMinutes * MINUTE_MS),
  });

  /** The call page's data: the two names, the window, and ICE servers with this participant's TURN credential. */
  async function session(user: Actor, appointmentId: number): Promise<VideoSession> {
    const { row, doctor, role } = await participant(user, appointmentId);
    if (row.mode !== 'video') throw new AppError('VIDEO_NOT_VIDEO');
    const { opensAt, closesAt } = window(row);
    const servers = iceServersFor(ice, user.userId, now());
    return {
      appointmentId: row.id,
      doctorId: doctor.id,
      role,
      polite: role === 'patient',
      doctorName: doctor.name,
      patientName: row.patientName,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      iceServers: servers.iceServers,
      iceExpiresAt: servers.expiresAt?.toISOString() ?? null,
    };
  }

  /** Whether this user may open the signalling socket now; throws the reason otherwise (answered before the upgrade). */
  async function admit(user: Actor, appointmentId: number): Promise<Admission> {
    const { row, doctor, role } = await participant(user, appointmentId);
    if (row.mode !== 'video') throw new AppError('VIDEO_NOT_VIDEO');
    const { opensAt, closesAt } = window(row);
    const at = now().getTime();
    // A doctor may start a consultation early (doctor-desk start): then the room is open from that moment.
    const early = at < opensAt.getTime() && row.status !== 'in_consultation';
    if (early || at > closesAt.getTime()) throw new AppError('VIDEO_ROOM_CLOSED');
    if (row.status !== 'booked' && row.status !== 'in_consultation') throw new AppError('VIDEO_ROOM_CLOSED');
    if (role === 'doctor' && row.status !== 'in_consultation') throw new AppError('VIDEO_NOT_STARTED');
    return { appointmentId: row.id, doctorId: doctor.id, role, userId: user.userId, closesAt };
  }

  /**
   * A participant's browser decoded the first remote frame: their join time and the set-up time are written on the
   * consultation (the List A rule reads both join times). Before the doctor started there is no consultation yet
   * and nothing to write: media cannot flow then, the doctor is not in the room.
   */
  async function connected(admission: Admission, setupMs: number): Promise<void> {
    await repository.markCallConnected(admission.appointmentId, admission.role, setupMs, now());
  }

  return { session, admit, connected };
}
