import { ASSISTANT_LIMITS, type AssistantMessage } from '@aushadh/shared/assistant/schemas.ts';
import { Bot, MessageSquarePlus, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { getConversation, useAskAssistant, useConversations, useDeleteConversation } from '../api/assistant-api.ts';
import { AssistantAnswer } from '../components/assistant-answer.tsx';

/**
 * /ai-healthcare (SPEC §1, §2; issue 16): the health assistant. The server renders the shell (heading, how it
 * works, the form and the disclaimer); the conversation happens in the browser. Every answer is triaged
 * first: a red flag shows the 112 / 108 call buttons before anything else.
 */
export default function AiHealthcarePage() {
  const { t, i18n } = useTranslation('assistant');
  const errorText = useErrorText();
  useMetaDescription(t('meta'));
  const [text, setText] = useState('');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const ask = useAskAssistant();
  const remove = useDeleteConversation();
  const conversations = useConversations();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || ask.isPending) return;
    ask.mutate(
      { text: question, language: i18n.language.slice(0, 2), ...(conversationId ? { conversationId } : {}) },
      {
        onSuccess: (reply) => {
          setConversationId(reply.conversationId);
          setMessages((current) => [...current, reply.question, reply.answer]);
          setText('');
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  };
  const startNew = () => {
    setConversationId(null);
    setMessages([]);
    ask.reset();
  };
  const [openError, setOpenError] = useState<unknown>(null);
  const open = async (id: number) => {
    try {
      const conversation = await getConversation(id);
      setOpenError(null);
      setConversationId(conversation.id);
      setMessages(conversation.messages);
    } catch (error) {
      setOpenError(error);
    }
  };
  const deleteConversation = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        if (id === conversationId) startNew();
      },
    });

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_18rem] lg:px-6">
      <title>{`${t('title')} | Aushadh`}</title>
      <div className="min-w-0">
        <header className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <Bot aria-hidden="true" className="size-7 shrink-0" />
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-brand-50">{t('subtitle')}</p>
          <p className="mt-2 text-sm font-semibold text-white">
            {t('emergencyNote')}{' '}
            <a href="tel:112" className="underline underline-offset-2">
              112
            </a>{' '}
            ·{' '}
            <a href="tel:108" className="underline underline-offset-2">
              108
            </a>
          </p>
        </header>

        <section
          aria-label={t('conversation')}
          aria-live="polite"
          className="mt-4 space-y-4"
          data-testid="assistant-conversation"
        >
          {messages.length === 0 && (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
              <p className="font-semibold text-slate-800">{t('empty.title')}</p>
              <p className="mt-1">{t('empty.body')}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {(['example1', 'example2', 'example3'] as const).map((key) => (
                  <button
                    key={key}
                    type="button"
                    onClick={() => setText(t(`empty.${key}`))}
                    className="min-h-11 rounded-full border border-slate-300 px-3 text-start text-sm hover:border-brand-600 hover:text-brand-800"
                  >
                    {t(`empty.${key}`)}
                  </button>
                ))}
              </div>
            </div>
          )}
          {messages.map((message) =>
            message.role === 'user' ? (
              <div key={message.id} className="flex justify-end">
                <p
                  className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-ee-sm bg-brand-700 px-4 py-2 text-white"
                  data-testid="assistant-question"
                >
                  {message.text}
                </p>
              </div>
            ) : (
              <AssistantAnswer key={message.id} message={message} />
            ),
          )}
          <div ref={endRef} />
        </section>

        <form onSubmit={send} className="mt-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
          <label htmlFor="assistant-input" className="text-sm font-semibold text-slate-800">
            {t('inputLabel')}
          </label>
          <Textarea
            id="assistant-input"
            value={text}
            rows={3}
            maxLength={ASSISTANT_LIMITS.messageMax}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            className="mt-1"
          />
          {ask.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorText.error(ask.error) ?? t('error')}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">{t('privacyNote')}</p>
            <Button type="submit" disabled={ask.isPending || text.trim() === ''}>
              <Send aria-hidden="true" className="rtl:-scale-x-100" />
              {ask.isPending ? t('sending') : t('send')}
            </Button>
          </div>
        </form>

        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-xs text-slate-600" data-testid="assistant-disclaimer">
          {t('disclaimer')}
        </p>
      </div>

      <aside aria-label={t('history.title')} className="space-y-3">
        <Button variant="outline" className="w-full" onClick={startNew}>
          <MessageSquarePlus aria-hidden="true" />
          {t('history.new')}
        </Button>
        <h2 className="text-sm font-semibold text-slate-800">{t('history.title')}</h2>
        {openError !== null && (
          <p role="alert" className="text-sm text-red-700">
            {errorText.error(openError) ?? t('error')}
          </p>
        )}
        {conversations.isPending ? (
          <p className="text-sm text-slate-500">{t('history.loading')}</p>
        ) : conversations.isError ? (
          <p className="text-sm text-red-700">{errorText.error(conversations.error) ?? t('error')}</p>
        ) : conversations.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('history.empty')}</p>
        ) : (
          <ul className="space-y-1">
            {conversations.data.map((conversation) => (
              <li key={conversation.id} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => void open(conversation.id)}
                  className="min-h-11 min-w-0 flex-1 truncate rounded-lg px-2 text-start text-sm hover:bg-slate-100"
                  aria-current={conversation.id === conversationId ? 'true' : undefined}
                >
                  {conversation.title}
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('history.delete', { title: conversation.title })}
                  onClick={() => deleteConversation(conversation.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
