import type { AdminTestimonial, TestimonialInput } from '@aushadh/shared/content/schemas.ts';
import { LANGUAGES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { MessageSquareQuote, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useAdminTestimonials, useSaveTestimonial } from '../api/admin-content-api.ts';
import { StateBadge } from '../components/content-admin-parts.tsx';
import { ContentFormFooter, PublishableAdminPage } from '../components/publishable-admin-page.tsx';

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
      <ContentFormFooter
        className="flex flex-col gap-4 sm:col-span-2"
        error={save.error}
        isEditing={editing !== null}
        isPending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** /admin/testimonials (SPEC §2, issue 17 item 4): customers' words for the home page, with consent. */
export default function AdminTestimonialsPage() {
  const { t } = useTranslation('content');
  return (
    <PublishableAdminPage<AdminTestimonial>
      kind="testimonials"
      title={t('admin.testimonials.title')}
      newLabel={t('admin.testimonials.new')}
      emptyIcon={<MessageSquareQuote />}
      emptyTitle={t('admin.testimonials.empty')}
      useList={useAdminTestimonials}
      renderForm={(editing, onDone) => <TestimonialForm editing={editing} onDone={onDone} />}
      labelOf={(item) => item.name}
      listClassName="grid gap-3 md:grid-cols-2"
      renderItem={(item) => (
        <>
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
        </>
      )}
    />
  );
}
