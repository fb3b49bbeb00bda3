import { TOAST } from '@aushadh/shared/constants.ts';
import type { AppNotification, PushPayload } from '@aushadh/shared/notifications/schemas.ts';
import { wordNotification } from '@aushadh/shared/notifications/wording.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, BellRing, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { inboxKey, useInbox, useMarkRead } from '../api/inbox.ts';
import { permissionState, saveSubscription, type PermissionState } from '../api/push-subscription.ts';

/** What a notification says, in the reader's language, from its kind and params (shared with the server's push). */
export function useNotificationText() {
  const { t, i18n } = useTranslation('notifications', { useSuspense: false });
  return (n: Pick<AppNotification, 'kind' | 'params'>) =>
    wordNotification(n, {
      t: (key, values) => t(key, values ?? {}),
      moment: (iso) => formatDateTime(iso, i18n.language),
      day: (isoDate) =>
        new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${isoDate}T00:00:00Z`),
        ),
    });
}

/**
 * The header's bell (SPEC §2 "notification enable button", §4 permission states): the inbox with unread count,
 * enabling push in this browser, and the 5-second toast when a push arrives while the page is open (SPEC §9).
 * Loaded late, for signed-in people only (app/shell/notifications-slot.tsx).
 */
export default function NotificationCenter({ userId }: { userId: number }) {
  const { t, i18n, ready } = useTranslation('notifications', { useSuspense: false });
  const inbox = useInbox();
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const text = useNotificationText();
  const [permission, setPermission] = useState<PermissionState>(() => permissionState());
  const [enabling, setEnabling] = useState(false);

  // SPEC §4: when permission is granted, the token is fetched and saved for the user (also on later visits).
  useEffect(() => {
    if (permission !== 'granted') return;
    saveSubscription(userId).catch(() => undefined);
  }, [permission, userId]);

  // A push while the page is open: the worker hands it here; a toast for 5 s, and the inbox refreshes.
  useEffect(() => {
    if (permission === 'unsupported') return;
    const onMessage = (event: MessageEvent<{ type?: string; payload?: PushPayload }>) => {
      if (event.data?.type !== 'aushadh-push' || !event.data.payload) return;
      const payload = event.data.payload;
      const worded = text(payload);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      toast({ title: worded.title, description: worded.body, durationMs: TOAST.foregroundNotificationMs });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [permission, queryClient, text]);

  async function enable() {
    if (permission === 'unsupported') {
      toast({
        title: t('permission.unsupported'),
        description: t('permission.unsupportedText'),
        variant: 'destructive',
      });
      return;
    }
    setEnabling(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'granted') {
        await saveSubscription(userId);
        toast({ title: t('permission.enabled'), variant: 'success' });
      } else if (answer === 'denied') {
        toast({ title: t('permission.denied'), description: t('permission.deniedText'), variant: 'destructive' });
      }
    } catch {
      toast({ title: t('permission.error'), description: t('permission.errorText'), variant: 'destructive' });
    } finally {
      setEnabling(false);
    }
  }

  const unread = inbox.data?.unread ?? 0;
  const items = inbox.data?.items ?? [];
  if (!ready) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={unread > 0 ? t('bell.labelUnread', { unread }) : t('bell.label')}
        className="relative flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100"
      >
        <Bell className="size-5 text-brand-700" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute end-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white"
            aria-hidden="true"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <DropdownMenuLabel className="flex items-center justify-between gap-2 px-3 py-2 text-sm tracking-normal normal-case">
          <span className="font-semibold text-slate-900">{t('inbox.title')}</span>
          {unread > 0 && (
            <button
              type="button"
              className="flex min-h-11 items-center gap-1 rounded px-2 text-xs font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              onClick={() => markRead.mutate(null)}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {t('inbox.markAllRead')}
            </button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="m-0" />
        {permission !== 'granted' && (
          <div className="bg-brand-50/60 px-3 py-2 text-xs text-slate-700">
            {permission === 'default' && (
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  void enable();
                }}
                disabled={enabling}
                className="min-h-11 font-semibold text-brand-800"
              >
                <BellRing className="size-4" aria-hidden="true" />
                {t('permission.enable')}
              </DropdownMenuItem>
            )}
            {permission === 'denied' && (
              <p className="flex items-start gap-2 py-1">
                <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('permission.deniedText')}
              </p>
            )}
            {permission === 'unsupported' && (
              <p className="flex items-start gap-2 py-1">
                <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('permission.unsupported')}
              </p>
            )}
          </div>
        )}
        <div className="max-h-[60vh] overflow-y-auto py-1">
          {inbox.isPending && <p className="px-3 py-4 text-sm text-slate-600">{t('inbox.loading')}</p>}
          {inbox.isError && <p className="px-3 py-4 text-sm text-red-700">{t('inbox.error')}</p>}
          {inbox.data && items.length === 0 && (
            <p className="px-3 py-6 text-center text-sm text-slate-600">{t('inbox.empty')}</p>
          )}
          {items.map((n) => {
            const worded = text(n);
            return (
              <DropdownMenuItem
                key={n.id}
                onSelect={() => {
                  if (!n.read) markRead.mutate(n.id);
                  void navigate(n.link);
                }}
                className={cn('flex min-h-14 flex-col items-start gap-0.5 px-3 py-2', !n.read && 'bg-brand-50/40')}
              >
                <span className="flex w-full items-center gap-2">
                  {!n.read && (
                    <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label={t('inbox.unread')} />
                  )}
                  <span className={cn('text-sm text-slate-900', !n.read && 'font-semibold')}>{worded.title}</span>
                </span>
                <span className="text-xs text-slate-600">{worded.body}</span>
                <time className="text-[11px] text-slate-500" dateTime={n.createdAt}>
                  {formatDateTime(n.createdAt, i18n.language)}
                </time>
              </DropdownMenuItem>
            );
          })}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
