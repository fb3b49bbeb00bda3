import type { ContentState } from '@aushadh/shared/content/schemas.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { ContentAdminTabs, FormErrors, PublishControls, StateFilter } from './content-admin-parts.tsx';
import type { ContentKind } from '../api/admin-content-api.ts';

interface Publishable {
  id: number;
  state: ContentState;
}

export interface PublishableAdminPageProps<T extends Publishable> {
  kind: Exclude<ContentKind, 'articles'>;
  title: string;
  newLabel: string;
  emptyIcon: ReactElement;
  emptyTitle: string;
  /** The list for the chosen state filter ('' = all). */
  useList: (state: ContentState | '') => UseQueryResult<T[]>;
  /** The create/edit form; `editing` is null for a new item. */
  renderForm: (editing: T | null, onDone: () => void) => ReactNode;
  /** One item's content above its actions. */
  renderItem: (item: T) => ReactNode;
  /** The item's short name for the edit and publish buttons' accessible names. */
  labelOf: (item: T) => string;
  listClassName: string;
}

/**
 * The shape the health tips and testimonials screens share (issue 17 item 4): tabs, title, state filter, "new",
 * the inline form, and a list whose items each have Edit and the publish/schedule/retire controls.
 */
export function PublishableAdminPage<T extends Publishable>(props: PublishableAdminPageProps<T>) {
  const { t } = useTranslation('content');
  const [state, setState] = useState<ContentState | ''>('');
  const list = props.useList(state);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <title>{`${props.title} | Aushadh`}</title>
      <ContentAdminTabs />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StateFilter value={state} onChange={setState} />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {props.newLabel}
          </Button>
        </div>
      </div>
      {/* The key remounts the form, so switching from one item to another starts from that item's values. */}
      {editing ? (
        <div key={editing === 'new' ? 'new' : editing.id}>
          {props.renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
        </div>
      ) : null}
      <QueryState
        query={list}
        errorTitle={t('admin.error')}
        isEmpty={(items) => items.length === 0}
        empty={<StateMessage icon={props.emptyIcon} title={props.emptyTitle} />}
      >
        {(items) => (
          <ul className={props.listClassName}>
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                {props.renderItem(item)}
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    onClick={() => setEditing(item)}
                    aria-label={`${t('admin.actions.edit')}: ${props.labelOf(item)}`}
                  >
                    <Pencil aria-hidden="true" />
                    {t('admin.actions.edit')}
                  </Button>
                  <PublishControls kind={props.kind} id={item.id} state={item.state} label={props.labelOf(item)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The end of a content form: the server's refusals, then Save (or Create) and Cancel. */
export function ContentFormFooter({
  error,
  isEditing,
  isPending,
  onCancel,
  className,
}: {
  error: unknown;
  isEditing: boolean;
  isPending: boolean;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <div className={className ?? 'flex flex-col gap-4'}>
      <FormErrors error={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isPending}>
          {isEditing ? t('admin.actions.save') : t('admin.actions.create')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('admin.actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
