import type { ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import type { Audience } from './chat.repository.ts';

/** Who a frame about one conversation is for: its customer and its staff side (the desk or one doctor). */
export interface ChatRoute {
  customerUserId: number;
  kind: 'pharmacist' | 'doctor';
  doctorId: number | null;
  assigneeUserId: number | null;
}

/** A connected socket as the hub needs it: send text, and whether it is still open. */
export interface ChatSocket {
  send(text: string): void;
  readonly readyState: number;
}

const OPEN = 1;

/**
 * This instance's open chat sockets, indexed by who may read what: the customer's sockets by user, the
 * pharmacists' by user (and all of them for the queue), the doctors' by doctor. A frame goes only to sockets
 * whose audience may read the conversation, serialised once.
 */
export function createChatHub() {
  const customers = new Map<number, Set<ChatSocket>>();
  const pharmacists = new Map<number, Set<ChatSocket>>();
  const doctors = new Map<number, Set<ChatSocket>>();
  let count = 0;

  const indexOf = (audience: Audience): [Map<number, Set<ChatSocket>>, number] =>
    audience.side === 'customer'
      ? [customers, audience.userId]
      : audience.desk === 'pharmacist'
        ? [pharmacists, audience.userId]
        : [doctors, audience.doctorId];

  function* targets(route: ChatRoute, frame: ChatServerFrame): Generator<ChatSocket> {
    yield* customers.get(route.customerUserId) ?? [];
    if (route.kind === 'doctor') {
      if (route.doctorId !== null) yield* doctors.get(route.doctorId) ?? [];
      return;
    }
    // A queued conversation is the whole desk's; a taken one only its pharmacist's (every pharmacist still hears
    // that it was taken, so it leaves their queue).
    if (route.assigneeUserId === null || frame.type === 'conversation') {
      for (const set of pharmacists.values()) yield* set;
    } else {
      yield* pharmacists.get(route.assigneeUserId) ?? [];
    }
  }

  return {
    add(socket: ChatSocket, audience: Audience): () => void {
      const [index, key] = indexOf(audience);
      let set = index.get(key);
      if (!set) index.set(key, (set = new Set()));
      set.add(socket);
      count += 1;
      return () => {
        if (!set.delete(socket)) return;
        count -= 1;
        if (set.size === 0 && index.get(key) === set) index.delete(key);
      };
    },
    deliver(route: ChatRoute, frame: ChatServerFrame) {
      const text = JSON.stringify(frame);
      for (const socket of targets(route, frame)) if (socket.readyState === OPEN) socket.send(text);
    },
    /** Every socket: the feed may have missed notifications, each client catches up by its last seen id. */
    broadcast(frame: ChatServerFrame) {
      const text = JSON.stringify(frame);
      for (const index of [customers, pharmacists, doctors])
        for (const set of index.values()) for (const socket of set) if (socket.readyState === OPEN) socket.send(text);
    },
    get size() {
      return count;
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
