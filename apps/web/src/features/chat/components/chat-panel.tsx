import { CHAT, type ChatMarks, type ChatMessage, type ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, Clock, FileText, Paperclip, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { chatKeys, getOlderMessages, uploadAttachment, useChatHistory } from '../api/chat-api.ts';
import type { ChatConnection } from '../api/chat-socket.ts';

/** A message on its way: shown at once, replaced by the stored one when the server echoes its client id. */
interface Pending {
  clientId: string;
  body: string;
  failed?: string;
}

/** A message's time of day (the list shows the date). */
const TIME_ONLY = { day: undefined, month: undefined, year: undefined } as const;

const newClientId = () => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One conversation: its history (older pages on demand), live messages, the other side's typing, delivered
 * and read marks on my messages, and the composer with an attachment button. Marks are sent as the messages
 * arrive (delivered) and while the page is visible (read).
 */
export function ChatPanel({
  conversationId,
  connection,
  title,
  headerAction,
}: {
  conversationId: number;
  connection: ChatConnection;
  title: string;
  /** What the workspace offers on this conversation (the pharmacist's "hand back to the queue"). */
  headerAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const history = useChatHistory(conversationId);
  // What came after the history page: live frames and older pages; merged with it for display.
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [liveMarks, setLiveMarks] = useState<ChatMarks | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [typingUntil, setTypingUntil] = useState(0);
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const mySide = history.data?.conversation.mySide;
  const messages = useMemo(() => merge(history.data?.messages ?? [], extra), [history.data, extra]);
  const marks = liveMarks ?? history.data?.conversation.marks ?? null;
  const hasOlder = olderLeft ?? history.data?.hasOlder ?? false;

  useEffect(() => {
    const newest = history.data?.messages.at(-1)?.id;
    if (newest) connection.markSeen(newest);
  }, [history.data, connection]);

  // Live frames for this conversation.
  useEffect(
    () =>
      connection.subscribe((frame: ChatServerFrame) => {
        const incoming =
          frame.type === 'message'
            ? [frame.message]
            : frame.type === 'catch-up'
              ? frame.messages.filter((m) => m.conversationId === conversationId)
              : [];
        if (incoming.length > 0 && incoming[0]!.conversationId === conversationId) {
          setExtra((current) => merge(current, incoming));
          const echoed = new Set(incoming.map((m) => m.clientId));
          setPending((current) => current.filter((p) => !echoed.has(p.clientId)));
          setTypingUntil(0);
        }
        if (frame.type === 'marks' && frame.conversationId === conversationId) setLiveMarks(frame.marks);
        if (frame.type === 'typing' && frame.conversationId === conversationId && frame.side !== mySide) {
          setTypingUntil(Date.now() + CHAT.typingIdleMs);
        }
        if (frame.type === 'error' && frame.clientId) {
          const failed = errorText.message(frame.message) ?? frame.message;
          setPending((current) => current.map((p) => (p.clientId === frame.clientId ? { ...p, failed } : p)));
        }
      }),
    [connection, conversationId, mySide, errorText],
  );

  // The typing indicator goes out by itself.
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // Delivered as soon as they are here; read while the page is in front of the person.
  const newestTheirs = messages.filter((m) => m.side !== mySide).at(-1)?.id ?? 0;
  useEffect(() => {
    if (!mySide || newestTheirs === 0) return;
    connection.send({ type: 'delivered', conversationId, upToId: newestTheirs });
    const markRead = () => {
      if (document.visibilityState !== 'visible') return;
      connection.send({ type: 'read', conversationId, upToId: newestTheirs });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [connection, conversationId, mySide, newestTheirs, queryClient, connection.status]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, pending.length, typingUntil]);

  const sendMessage = (body: string, attachmentId?: number) => {
    const clientId = newClientId();
    setPending((current) => [...current, { clientId, body }]);
    connection.send({ type: 'send', conversationId, clientId, body, ...(attachmentId ? { attachmentId } : {}) });
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    sendMessage(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  const onType = (value: string) => {
    setText(value);
    if (value.trim()) connection.send({ type: 'typing', conversationId });
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const attachment = await uploadAttachment(conversationId, file);
      sendMessage(text.trim(), attachment.id);
      setText('');
    } catch (error) {
      setUploadError(errorText.error(error) ?? t('uploadFailed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const older = await getOlderMessages(conversationId, first.id);
    setExtra((current) => merge(current, older.messages));
    setOlderLeft(older.hasOlder);
  };

  const otherRead = mySide === 'customer' ? marks?.staffReadId : marks?.customerReadId;
  const otherDelivered = mySide === 'customer' ? marks?.staffDeliveredId : marks?.customerDeliveredId;
  const status = (m: ChatMessage) =>
    m.id <= (otherRead ?? 0) ? 'read' : m.id <= (otherDelivered ?? 0) ? 'delivered' : 'sent';

  return (
    <section aria-label={title} className="flex min-h-[28rem] flex-col rounded-xl border border-slate-200 bg-white">
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
        <span className="flex shrink-0 items-center gap-2">
          {headerAction}
          <span
            className={cn('text-xs', connection.status === 'open' ? 'text-brand-700' : 'text-amber-700')}
            data-testid="chat-connection"
          >
            {t(`connection.${connection.status}`)}
          </span>
        </span>
      </header>
      <div
        className="flex-1 space-y-2 overflow-y-auto px-3 py-3 sm:px-4"
        aria-live="polite"
        data-testid="chat-messages"
      >
        <QueryFallback query={history} />
        {hasOlder && (
          <div className="text-center">
            <Button variant="ghost" onClick={() => void loadOlder()}>
              {t('older')}
            </Button>
          </div>
        )}
        {history.data && messages.length === 0 && pending.length === 0 && (
          <p className="py-8 text-center text-sm text-slate-500">{t('noMessages')}</p>
        )}
        {messages.map((m) => {
          const mine = m.side === mySide;
          const state = mine ? status(m) : null;
          return (
            <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="chat-message">
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
                  mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900',
                )}
              >
                {!mine && <p className="mb-0.5 text-xs font-semibold text-brand-800">{m.senderName}</p>}
                {m.body && (
                  <p dir="auto" className="break-words whitespace-pre-wrap">
                    {m.body}
                  </p>
                )}
                {m.attachment && (
                  <a
                    href={`/api/chat/attachments/${m.attachment.id}`}
                    target="_blank"
                    rel="noopener"
                    className={cn(
                      'mt-1 flex min-h-11 items-center gap-2 rounded-lg px-2 underline underline-offset-2',
                      mine ? 'bg-brand-800/60' : 'bg-white',
                    )}
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{m.attachment.name}</span>
                  </a>
                )}
                <p
                  className={cn(
                    'mt-1 flex items-center justify-end gap-1 text-[11px]',
                    mine ? 'text-brand-50' : 'text-slate-600',
                  )}
                >
                  <time dateTime={m.sentAt}>{formatDateTime(m.sentAt, i18n.language, TIME_ONLY)}</time>
                  {state && (
                    <span className="inline-flex items-center gap-0.5" data-testid="chat-mark" data-state={state}>
                      {state === 'sent' ? (
                        <Check aria-hidden="true" className="size-3.5" />
                      ) : (
                        <CheckCheck aria-hidden="true" className={cn('size-3.5', state === 'read' && 'text-sky-300')} />
                      )}
                      <span>{t(`marks.${state}`)}</span>
                    </span>
                  )}
                </p>
              </div>
            </div>
          );
        })}
        {pending.map((p) => (
          <div key={p.clientId} className="flex justify-end" data-testid="chat-pending">
            <div className="max-w-[85%] rounded-2xl rounded-ee-sm bg-brand-700 px-3 py-2 text-sm text-white sm:max-w-[70%]">
              {p.body && (
                <p dir="auto" className="break-words whitespace-pre-wrap">
                  {p.body}
                </p>
              )}
              <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-brand-50">
                <Clock aria-hidden="true" className="size-3.5" />
                {p.failed ?? t('marks.sending')}
              </p>
            </div>
          </div>
        ))}
        {typingUntil > 0 && (
          <p className="text-xs text-slate-500 italic" data-testid="chat-typing">
            {t('typing')}
          </p>
        )}
        <div ref={endRef} />
      </div>
      {/* End padding keeps Send clear of the floating contact buttons when the composer sits at the screen's foot. */}
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-100 p-2 pe-16 sm:p-3 sm:pe-16">
        <input
          ref={fileInput}
          type="file"
          accept={CHAT.attachmentAccept}
          className="sr-only"
          // The paperclip button opens it; it is not a second stop for the keyboard.
          tabIndex={-1}
          aria-label={t('attach')}
          id={`chat-file-${conversationId}`}
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('attach')}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <label htmlFor={`chat-text-${conversationId}`} className="sr-only">
          {t('message')}
        </label>
        <Textarea
          id={`chat-text-${conversationId}`}
          rows={1}
          maxLength={CHAT.maxBodyChars}
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none"
        />
        <Button type="submit" size="icon" aria-label={t('send')} disabled={!text.trim()}>
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </form>
      {uploadError && (
        <p role="alert" className="px-3 pb-2 text-sm text-red-700">
          {uploadError}
        </p>
      )}
      <p className="px-3 pb-3 text-xs text-slate-500">{t('attachHint', { mb: CHAT.maxAttachmentMb })}</p>
    </section>
  );
}
