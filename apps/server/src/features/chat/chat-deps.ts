import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { DoctorsService } from '../doctors/doctors.service.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatRepository } from './chat.repository.ts';

/** What the chat's use cases are built from. */
export interface ChatDeps {
  repository: ChatRepository;
  uow: UnitOfWork;
  /** The doctors feature: which doctor a doctor's account is, and whom a patient has consulted. */
  doctors: Pick<DoctorsService, 'me' | 'myAppointments'>;
  /** This instance's sockets. */
  hub: ChatHub;
  /** Cross-instance fan-out (lib/change-feed.ts): queued in the current transaction, sent on commit. */
  notify(payload: unknown): Promise<void>;
  /** The text `notify` would send, for a statement that sends it itself (lib/change-feed.ts `envelope`). */
  envelope(payload: unknown): string;
  log: FastifyBaseLogger;
}
