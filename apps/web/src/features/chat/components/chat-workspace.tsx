import type { ChatConversation, ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Pill, Stethoscope, Undo2, UserRoundCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  chatKeys,
  useChatContacts,
  useConversations,
  useReleaseChat,
  useStartChat,
  useTakeChat,
} from '../api/chat-api.ts';
import { useChatConnection } from '../api/chat-socket.ts';
import { ChatPanel } from './chat-panel.tsx';

export type ChatDesk = 'customer' | 'pharmacist' | 'doctor';

/**
 * The chat for one kind of person: a customer (start a conversation with the pharmacist desk or a doctor they
 * consulted), a pharmacist (the queue and the conversations they took) or a doctor (their patients'). The list
 * on one side, the open conversation on the other; on a phone one at a time.
 */
export function ChatWorkspace({ desk }: { desk: ChatDesk }) {
  const { t, i18n } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const connection = useChatConnection();
  const conversations = useConversations();
  const contacts = useChatContacts(desk === 'customer');
  const start = useStartChat();
  const take = useTakeChat();
  const release = useReleaseChat();
  const [openId, setOpenId] = useState<number | null>(null);

  // The list and the header badge follow every frame (debounced: a burst refreshes once).
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () =>
      connection.subscribe((frame: ChatServerFrame) => {
        if (!['message', 'catch-up', 'conversation', 'resync'].includes(frame.type)) return;
        clearTimeout(refresh.current);
        refresh.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        }, 300);
      }),
    [connection, queryClient],
  );
  useEffect(() => () => clearTimeout(refresh.current), []);

  const titleOf = (c: ChatConversation) =>
    desk === 'customer' ? (c.kind === 'pharmacist' ? t('pharmacistDesk') : c.counterpartName) : c.customerName;
  const open = conversations.data?.find((c) => c.id === openId) ?? null;
  const startWith = (body: Parameters<typeof start.mutate>[0]) =>
    start.mutate(body, { onSuccess: (conversation) => setOpenId(conversation.id) });

  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <aside className={cn('space-y-3', openId !== null && 'hidden md:block')} aria-label={t('conversations')}>
        {desk === 'customer' && (
          <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
            <p className="text-sm font-semibold text-slate-800">{t('startTitle')}</p>
            <Button
              variant="secondary"
              className="w-full justify-start"
              onClick={() => startWith({ with: 'pharmacist' })}
            >
              <Pill aria-hidden="true" />
              {t('startPharmacist')}
            </Button>
            {contacts.data?.doctors.map((d) => (
              <Button
                key={d.doctorId}
                variant="outline"
                className="h-auto min-h-11 w-full justify-start py-2 text-start whitespace-normal"
                onClick={() => startWith({ with: 'doctor', doctorId: d.doctorId })}
              >
                <Stethoscope aria-hidden="true" />
                <span>
                  {t('startDoctor', { name: d.name })}
                  <span className="block text-xs font-normal text-slate-500">{d.specialty}</span>
                </span>
              </Button>
            ))}
            {contacts.data && contacts.data.doctors.length === 0 && (
              <p className="text-xs text-slate-500">{t('noDoctors')}</p>
            )}
            {start.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorText.error(start.error)}
              </p>
            )}
          </div>
        )}
        <QueryState
          query={conversations}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
              {desk === 'customer' ? t('emptyCustomer') : t('emptyStaff')}
            </p>
          }
        >
          {(list) => (
            <ul className="space-y-2" data-testid="chat-conversations">
              {list.map((c) => {
                const queued = desk === 'pharmacist' && c.assigneeName === null;
                return (
                  <li key={c.id}>
                    <div
                      className={cn(
                        'rounded-xl border bg-white p-2',
                        c.id === openId ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
                      )}
                    >
                      <button
                        type="button"
                        onClick={() => setOpenId(c.id)}
                        className="flex min-h-11 w-full items-start gap-2 rounded-lg p-1 text-start focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                      >
                        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center justify-between gap-2">
                            <span className="truncate font-semibold text-slate-900">{titleOf(c)}</span>
                            {c.unread > 0 && (
                              <span
                                className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
                                data-testid="chat-unread"
                              >
                                <span aria-hidden="true">{c.unread}</span>
                                <span className="sr-only">{t('unread', { n: c.unread })}</span>
                              </span>
                            )}
                          </span>
                          <span dir="auto" className="block truncate text-start text-sm text-slate-600">
                            {c.lastMessage ?? t('noMessages')}
                          </span>
                          <span className="block text-xs text-slate-500">
                            {formatDateTime(c.lastMessageAt, i18n.language)}
                            {desk === 'pharmacist' && ' · '}
                            {desk === 'pharmacist' &&
                              (queued
                                ? t('queued')
                                : c.assignedToMe
                                  ? t('takenByMe')
                                  : t('takenBy', { name: c.assigneeName }))}
                          </span>
                        </span>
                      </button>
                      {queued && (
                        <Button
                          size="sm"
                          className="ms-8 mt-1 h-11"
                          disabled={take.isPending}
                          onClick={() => take.mutate(c.id, { onSuccess: () => setOpenId(c.id) })}
                        >
                          <UserRoundCheck aria-hidden="true" />
                          {t('take')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        {take.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorText.error(take.error)}
          </p>
        )}
      </aside>
      <div className={cn(openId === null && 'hidden md:block')}>
        {open ? (
          <>
            <Button variant="ghost" className="mb-2 md:hidden" onClick={() => setOpenId(null)}>
              {t('back')}
            </Button>
            <ChatPanel
              key={open.id}
              conversationId={open.id}
              connection={connection}
              title={titleOf(open)}
              headerAction={
                desk === 'pharmacist' && open.assignedToMe ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-11"
                    disabled={release.isPending}
                    onClick={() =>
                      release.mutate(open.id, {
                        onSuccess: () => toast({ title: t('released'), variant: 'success' }),
                        onError: (error) =>
                          toast({ title: errorText.error(error) ?? t('release'), variant: 'destructive' }),
                      })
                    }
                  >
                    <Undo2 aria-hidden="true" />
                    {t('release')}
                  </Button>
                ) : null
              }
            />
          </>
        ) : (
          <div className="flex min-h-[28rem] items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            {t('pick')}
          </div>
        )}
      </div>
    </div>
  );
}
