import { VIDEO_CLOSE, type CallRole, type SignalFromServer } from '@aushadh/shared/doctors/video.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { Admission } from './use-cases/video-call.ts';

export interface RoomMember {
  admission: Admission;
  socket: WebSocket;
}

interface Room {
  doctor?: RoomMember;
  patient?: RoomMember;
  /** Closes the room at the end of its window, whoever is still in it. */
  timer: NodeJS.Timeout;
}

const other = (role: CallRole): CallRole => (role === 'doctor' ? 'patient' : 'doctor');

/**
 * The consultation rooms of this instance: at most one socket per participant per appointment, frames relayed to
 * the other participant only. A room lives in memory while someone is in it (docs/decisions/0017: both sockets
 * of a call meet on one instance — sticky sessions by appointment when there are several).
 */
export function createVideoRooms(log: FastifyBaseLogger) {
  const rooms = new Map<number, Room>();

  const send = (member: RoomMember | undefined, frame: SignalFromServer) => {
    if (member && member.socket.readyState === member.socket.OPEN) member.socket.send(JSON.stringify(frame));
  };

  function close(appointmentId: number, code: number, reason: string) {
    const room = rooms.get(appointmentId);
    if (!room) return;
    rooms.delete(appointmentId);
    clearTimeout(room.timer);
    for (const member of [room.doctor, room.patient]) member?.socket.close(code, reason);
  }

  function join(admission: Admission, socket: WebSocket): RoomMember {
    const member: RoomMember = { admission, socket };
    let room = rooms.get(admission.appointmentId);
    if (!room) {
      const delay = Math.max(0, admission.closesAt.getTime() - Date.now());
      // setTimeout holds at most ~24.8 days; a window is hours long.
      const timer = setTimeout(() => close(admission.appointmentId, VIDEO_CLOSE.roomClosed, 'room closed'), delay);
      timer.unref();
      room = { timer };
      rooms.set(admission.appointmentId, room);
    }
    const previous = room[admission.role];
    room[admission.role] = member;
    // The same person in a second tab (or back after a network change before the old socket timed out): the newer wins.
    if (previous) previous.socket.close(VIDEO_CLOSE.replaced, 'joined elsewhere');
    const peer = room[other(admission.role)];
    send(member, {
      type: 'welcome',
      role: admission.role,
      polite: admission.role === 'patient',
      peerPresent: Boolean(peer),
    });
    send(peer, { type: 'peer', present: true });
    log.debug({ appointmentId: admission.appointmentId, role: admission.role }, 'video room joined');
    return member;
  }

  function leave(member: RoomMember) {
    const room = rooms.get(member.admission.appointmentId);
    if (!room || room[member.admission.role] !== member) return;
    delete room[member.admission.role];
    send(room[other(member.admission.role)], { type: 'peer', present: false });
    if (!room.doctor && !room.patient) {
      clearTimeout(room.timer);
      rooms.delete(member.admission.appointmentId);
    }
  }

  /** A frame to the other participant of the sender's room, and to no one else. */
  function relay(member: RoomMember, frame: SignalFromServer) {
    const room = rooms.get(member.admission.appointmentId);
    if (!room || room[member.admission.role] !== member) return;
    send(room[other(member.admission.role)], frame);
  }

  /** The doctor ended the call: the patient hears so, then both sockets close. */
  function end(member: RoomMember) {
    relay(member, { type: 'end' });
    close(member.admission.appointmentId, 1000, 'call ended');
  }

  return {
    join,
    leave,
    relay,
    end,
    /** The consultation is over (e-prescription written): whoever is still in the room leaves. */
    closeRoom: (appointmentId: number) => close(appointmentId, VIDEO_CLOSE.roomClosed, 'consultation ended'),
    closeAll: () => {
      for (const id of [...rooms.keys()]) close(id, 1001, 'server stopping');
    },
    /** Who is in a room now (tests). */
    present: (appointmentId: number) => {
      const room = rooms.get(appointmentId);
      return { doctor: Boolean(room?.doctor), patient: Boolean(room?.patient) };
    },
  };
}

export type VideoRooms = ReturnType<typeof createVideoRooms>;
