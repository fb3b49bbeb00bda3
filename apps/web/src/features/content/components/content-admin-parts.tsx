import { CONTENT_STATES, type ContentState } from '@aushadh/shared/content/schemas.ts';
import { CalendarClock, Send, Archive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { serverIssues, useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useContentTransition, type ContentKind } from '../api/admin-content-api.ts';

/** The three content screens, one tab each: /admin/health-tips, /admin/testimonials, /admin/articles. */
export function ContentAdminTabs() {
  const { t } = useTranslation('content');
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold',
      isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:ring-brand-600',
    );
  return (
    <nav aria-label={t('admin.tabsLabel')} className="flex flex-wrap gap-2">
      <NavLink to="/admin/health-tips" className={tab}>
        {t('admin.tips.title')}
      </NavLink>
      <NavLink to="/admin/testimonials" className={tab}>
        {t('admin.testimonials.title')}
      </NavLink>
      <NavLink to="/admin/articles" className={tab}>
        {t('admin.articles.title')}
      </NavLink>
    </nav>
  );
}

const STATE_BADGE: Record<ContentState, 'neutral' | 'info' | 'success' | 'warning'> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  retired: 'warning',
};

export function StateBadge({ state, publishAt }: { state: ContentState; publishAt: string | null }) {
  const { t, i18n } = useTranslation('content');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant={STATE_BADGE[state]}>{t(`admin.states.${state}`)}</Badge>
      {state === 'scheduled' && publishAt ? (
        <span className="text-xs text-slate-600">
          {t('admin.from', { date: formatDateTime(publishAt, i18n.language) })}
        </span>
      ) : null}
    </span>
  );
}

/** Which states a list shows (all by default). */
export function StateFilter({
  value,
  onChange,
}: {
  value: ContentState | '';
  onChange: (next: ContentState | '') => void;
}) {
  const { t } = useTranslation('content');
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t('admin.filterState')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as ContentState | '')}
        className={cn(inputClassName, 'h-11 w-auto')}
      >
        <option value="">{t('admin.all')}</option>
        {CONTENT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`admin.states.${state}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Publish now, schedule (a local date and time, sent as an instant), or retire: the server decides. */
export function PublishControls({
  kind,
  id,
  state,
  label,
}: {
  kind: ContentKind;
  id: number;
  state: ContentState;
  label: string;
}) {
  const { t } = useTranslation('content');
  const { error: errorText } = useErrorText();
  const transition = useContentTransition(kind);
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const run = (action: 'publish' | 'retire', publishAt?: string) =>
    transition.mutate(
      { id, action, ...(publishAt ? { publishAt } : {}) },
      {
        onSuccess: (result) => {
          setScheduling(false);
          toast({
            title: t(
              `admin.toasts.${action === 'retire' ? 'retired' : result.state === 'scheduled' ? 'scheduled' : 'published'}`,
            ),
            variant: 'success',
          });
        },
        onError: (error) => toast({ title: t('admin.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  const busy = transition.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state !== 'published' ? (
        <Button
          size="md"
          variant="secondary"
          disabled={busy}
          onClick={() => run('publish')}
          aria-label={`${t('admin.actions.publish')}: ${label}`}
        >
          <Send aria-hidden="true" />
          {t('admin.actions.publish')}
        </Button>
      ) : null}
      {state !== 'published' ? (
        <Button
          size="md"
          variant="outline"
          disabled={busy}
          onClick={() => setScheduling((s) => !s)}
          aria-expanded={scheduling}
        >
          <CalendarClock aria-hidden="true" />
          {t('admin.actions.schedule')}
        </Button>
      ) : null}
      {state !== 'retired' ? (
        <Button
          size="md"
          variant="ghost"
          disabled={busy}
          onClick={() => run('retire')}
          aria-label={`${t('admin.actions.retire')}: ${label}`}
        >
          <Archive aria-hidden="true" />
          {t('admin.actions.retire')}
        </Button>
      ) : null}
      {scheduling ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const at = new Date(when);
            if (!Number.isNaN(at.getTime())) run('publish', at.toISOString());
          }}
        >
          <label className="sr-only" htmlFor={`when-${kind}-${id}`}>
            {t('admin.fields.publishAt')}
          </label>
          <input
            id={`when-${kind}-${id}`}
            type="datetime-local"
            required
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className={cn(inputClassName, 'h-11 w-auto')}
          />
          <Button type="submit" size="md" disabled={busy || !when}>
            {t('admin.actions.confirmSchedule')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** A refused save: the message and each field's issue, in the admin's language. */
export function FormErrors({ error }: { error: unknown }) {
  const { error: errorText, message } = useErrorText();
  if (!error) return null;
  const issues = serverIssues(error);
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">{errorText(error)}</p>
      {issues.length > 0 ? (
        <ul className="mt-1 list-disc ps-5">
          {issues.map((issue, i) => (
            <li key={i}>{message(issue.message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
