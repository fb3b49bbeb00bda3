import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** The same key as chat-api.ts's `chatKeys.unread`, without importing the chat's schemas (and zod) here. */
const unreadKey = sessionKey('chat', 'unread');

/**
 * The header's chat entry with the unread badge. Loaded lazily and only for a signed-in person of a chat role,
 * so the first visit carries none of it; polls every half minute, the chat page refreshes it live.
 */
export default function ChatUnreadLink({ to }: { to: string }) {
  const { t } = useTranslation('chat');
  const unread = useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }) =>
      ((await apiFetch<never>('/api/chat/unread', false, { signal })) as { count: number }).count,
    refetchInterval: 30_000,
  });
  const count = unread.data ?? 0;
  return (
    <Link
      to={to}
      aria-label={count > 0 ? t('headerUnread', { n: count }) : t('header')}
      className="relative flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      data-testid="chat-header-link"
    >
      <MessageCircle className="size-5 text-brand-700" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="chat-header-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
