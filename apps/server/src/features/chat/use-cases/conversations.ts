import type { ChatContacts, ChatConversation, ChatHistory, StartChat } from '@aushadh/shared/chat/schemas.ts';
import { CHAT } from '@aushadh/shared/chat/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ChatDeps } from '../chat-deps.ts';
import type { ConversationRow } from '../chat.repository.ts';
import { conversationView, messageView, publish, routeOf, type Viewer } from './views.ts';

/** The desk's own label for a pharmacist conversation; the web shows its translation by the kind. */
const PHARMACIST_DESK = 'Aushadh pharmacist';

export function createConversations(deps: ChatDeps) {
  const { repository, uow, doctors } = deps;

  async function views(viewer: Viewer, rows: ConversationRow[]): Promise<ChatConversation[]> {
    const ids = rows.map((r) => r.id);
    const [unread, last] = await Promise.all([
      repository.unreadByConversation(viewer.audience, ids),
      repository.lastMessages(ids),
    ]);
    return rows.map((row) => conversationView(viewer, row, last.get(row.id), unread.get(row.id) ?? 0));
  }

  async function find(viewer: Viewer, id: number): Promise<ConversationRow> {
    const row = await repository.findConversation(id, viewer.audience);
    // Someone else's conversation is indistinguishable from none (no probing of ids).
    if (!row) throw new AppError('CHAT_NOT_FOUND');
    return row;
  }

  /** Doctors the customer has consulted (any booking not cancelled), newest first, each once. */
  async function consultedDoctors(userId: number): Promise<ChatContacts['doctors']> {
    const appointments = await doctors.myAppointments(userId);
    const seen = new Map<number, ChatContacts['doctors'][number]>();
    for (const a of appointments) {
      if (a.status === 'cancelled' || seen.has(a.doctor.id)) continue;
      seen.set(a.doctor.id, { doctorId: a.doctor.id, name: a.doctor.name, specialty: a.doctor.specialty });
    }
    return [...seen.values()];
  }

  return {
    find,

    async contacts(viewer: Viewer): Promise<ChatContacts> {
      return { doctors: await consultedDoctors(viewer.userId) };
    },

    /** Opens the customer's conversation with the desk or with a doctor they consulted (reopens an existing one). */
    async start(viewer: Viewer, input: StartChat): Promise<{ conversation: ChatConversation; created: boolean }> {
      if (viewer.audience.side !== 'customer') throw new AppError('FORBIDDEN');
      let values: { topic: string; kind: 'pharmacist' | 'doctor'; doctorId: number | null; counterpartName: string };
      if (input.with === 'pharmacist') {
        values = { topic: 'pharmacist', kind: 'pharmacist', doctorId: null, counterpartName: PHARMACIST_DESK };
      } else {
        const doctor = (await consultedDoctors(viewer.userId)).find((d) => d.doctorId === input.doctorId);
        if (!doctor) throw new AppError('CHAT_DOCTOR_NOT_CONSULTED');
        values = {
          topic: `doctor:${doctor.doctorId}`,
          kind: 'doctor',
          doctorId: doctor.doctorId,
          counterpartName: doctor.name,
        };
      }
      const { row, created } = await uow.transaction(async () => {
        const opened = await repository.openConversation({
          customerUserId: viewer.userId,
          customerName: viewer.name,
          ...values,
        });
        if (opened.created)
          await publish(deps, routeOf(opened.row), { type: 'conversation', conversationId: opened.row.id });
        return opened;
      });
      return { conversation: (await views(viewer, [row]))[0]!, created };
    },

    async list(viewer: Viewer): Promise<ChatConversation[]> {
      return views(viewer, await repository.listConversations(viewer.audience));
    },

    async one(viewer: Viewer, id: number): Promise<ChatConversation> {
      return (await views(viewer, [await find(viewer, id)]))[0]!;
    },

    async history(viewer: Viewer, id: number, before: number | undefined): Promise<ChatHistory> {
      const row = await find(viewer, id);
      const page = await repository.messagesPage(row.id, before, CHAT.pageSize + 1);
      const hasOlder = page.length > CHAT.pageSize;
      const messages = hasOlder ? page.slice(1) : page;
      const attachments = await repository.attachmentsByIds(messages.flatMap((m) => m.attachmentId ?? []));
      return {
        conversation: (await views(viewer, [row]))[0]!,
        messages: messages.map((m) =>
          messageView(row, m, m.attachmentId ? attachments.get(m.attachmentId) : undefined),
        ),
        hasOlder,
      };
    },

    /** A pharmacist takes a queued conversation: from now on only they (and the customer) read it. */
    async take(viewer: Viewer, id: number): Promise<ChatConversation> {
      if (viewer.audience.side !== 'staff' || viewer.audience.desk !== 'pharmacist') throw new AppError('FORBIDDEN');
      const taken = await uow.transaction(async () => {
        const row = await repository.take(id, viewer.userId, viewer.name);
        if (!row) {
          // A desk conversation that another pharmacist took; anything else does not exist for this one.
          throw new AppError(
            (await repository.pharmacistConversationExists(id)) ? 'CHAT_ALREADY_TAKEN' : 'CHAT_NOT_FOUND',
          );
        }
        // Every pharmacist hears it (it leaves their queue); the old route reaches the whole desk.
        await publish(
          deps,
          { ...routeOf(row), assigneeUserId: null },
          { type: 'conversation', conversationId: row.id },
        );
        return row;
      });
      return (await views(viewer, [taken]))[0]!;
    },

    /**
     * A pharmacist hands a conversation they took back to the queue (end of a shift, a question for a colleague):
     * the whole desk sees it again, with its history.
     */
    async release(viewer: Viewer, id: number): Promise<ChatConversation> {
      if (viewer.audience.side !== 'staff' || viewer.audience.desk !== 'pharmacist') throw new AppError('FORBIDDEN');
      const released = await uow.transaction(async () => {
        const row = await repository.release(id, viewer.userId);
        // Not theirs (another pharmacist's, queued, or not a desk conversation): nothing to hand back.
        if (!row) throw new AppError('CHAT_NOT_FOUND');
        await publish(deps, routeOf(row), { type: 'conversation', conversationId: row.id });
        return row;
      });
      return (await views(viewer, [released]))[0]!;
    },

    async unread(viewer: Viewer): Promise<number> {
      return repository.unreadTotal(viewer.audience);
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
