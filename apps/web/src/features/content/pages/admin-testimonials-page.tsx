import type { AdminTestimonial, ContentState, TestimonialInput } from '@aushadh/shared/content/schemas.ts';
import { LANGUAGES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { MessageSquareQuote, Pencil, Plus, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useAdminTestimonials, useSaveTestimonial } from '../api/admin-content-api.ts';
import {
  ContentAdminTabs,
  FormErrors,
  PublishControls,
  StateBadge,
  StateFilter,
} from '../components/content-admin-parts.tsx';

const EMPTY: TestimonialInput = { name: '', city: '', quote: '', language: 'en', rating: 5 };

function TestimonialForm({ editing, onDone }: { editing: AdminTestimonial | null; onDone: () => void }) {
  const { t } = useTranslation('content');
  const save = useSaveTestimonial();
  const [form, setForm] = useState<TestimonialInput>(
    editing
      ? {
          name: editing.name,
          city: editing.city,
          quote: editing.quote,
          language: editing.language,
          rating: editing.rating,
        }
      : EMPTY,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, input: form },
      {
        onSuccess: () => {
          toast({ title: t('admin.toasts.saved'), variant: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      aria-labelledby="testimonial-form-title"
    >
      <h2 id="testimonial-form-title" className="text-lg font-bold text-slate-900 sm:col-span-2">
        {editing ? t('admin.testimonials.edit') : t('admin.testimonials.new')}
      </h2>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('admin.testimonials.hint')}</p>
      <TextField
        label={t('admin.fields.customerName')}
        required
        maxLength={60}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextField
        label={t('admin.fields.city')}
        required
        maxLength={60}
        value={form.city}
        onChange={(e) => setForm({ ...form, city: e.target.value })}
      />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor="testimonial-quote" className="text-sm font-medium text-slate-800">
          {t('admin.fields.quote')}
        </label>
        <Textarea
          id="testimonial-quote"
          rows={3}
          required
          maxLength={600}
          lang={form.language}
          value={form.quote}
          onChange={(e) => setForm({ ...form, quote: e.target.value })}
        />
      </div>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        {t('admin.fields.language')}
        <select
          value={form.language}
          onChange={(e) => setForm({ ...form, language: e.target.value as LanguageCode })}
          className={cn(inputClassName, 'h-11')}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        {t('admin.fields.rating')}
        <select
          value={form.rating}
          onChange={(e) => setForm({ ...form, rating: Number(e.target.value) })}
          className={cn(inputClassName, 'h-11')}
        >
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} ({n})
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2">
        <FormErrors error={save.error} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {editing ? t('admin.actions.save') : t('admin.actions.create')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** /admin/testimonials (SPEC §2, issue 17 item 4): customers' words for the home page, with consent. */
export default function AdminTestimonialsPage() {
  const { t } = useTranslation('content');
  const [state, setState] = useState<ContentState | ''>('');
  const list = useAdminTestimonials(state);
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <title>{`${t('admin.testimonials.title')} | Aushadh`}</title>
      <ContentAdminTabs />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.testimonials.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StateFilter value={state} onChange={setState} />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('admin.testimonials.new')}
          </Button>
        </div>
      </div>
      {editing ? (
        <TestimonialForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState
        query={list}
        errorTitle={t('admin.error')}
        isEmpty={(items) => items.length === 0}
        empty={<StateMessage icon={<MessageSquareQuote />} title={t('admin.testimonials.empty')} />}
      >
        {(items) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {item.name}, {item.city}
                  </p>
                  <StateBadge state={item.state} publishAt={item.publishAt} />
                </div>
                <p className="text-slate-800" lang={item.language}>
                  “{item.quote}”
                </p>
                <p
                  className="flex items-center gap-1 text-sm text-amber-700"
                  aria-label={t('home.rating', { rating: item.rating })}
                >
                  {Array.from({ length: item.rating }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    onClick={() => setEditing(item)}
                    aria-label={`${t('admin.actions.edit')}: ${item.name}`}
                  >
                    <Pencil aria-hidden="true" />
                    {t('admin.actions.edit')}
                  </Button>
                  <PublishControls kind="testimonials" id={item.id} state={item.state} label={item.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
