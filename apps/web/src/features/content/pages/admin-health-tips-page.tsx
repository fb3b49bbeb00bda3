import type { AdminHealthTip } from '@aushadh/shared/content/schemas.ts';
import { LANGUAGES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { Lightbulb } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useAdminTips, useSaveTip } from '../api/admin-content-api.ts';
import { StateBadge } from '../components/content-admin-parts.tsx';
import { ContentFormFooter, PublishableAdminPage } from '../components/publishable-admin-page.tsx';

const nameOf = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/** The form of one tip: English required, Hindi offered, any other language added on demand. */
function TipForm({ editing, onDone }: { editing: AdminHealthTip | null; onDone: () => void }) {
  const { t } = useTranslation('content');
  const save = useSaveTip();
  const [texts, setTexts] = useState<Partial<Record<LanguageCode, string>>>(editing?.texts ?? { en: '', hi: '' });
  const shown = Object.keys(texts) as LanguageCode[];
  const addable = LANGUAGES.filter((l) => !shown.includes(l.code));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(texts).filter(([, v]) => v && v.trim() !== ''));
    save.mutate(
      { id: editing?.id ?? null, input: { texts: filled } },
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
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="tip-form-title"
    >
      <h2 id="tip-form-title" className="text-lg font-bold text-slate-900">
        {editing ? t('admin.tips.edit') : t('admin.tips.new')}
      </h2>
      <p className="text-sm text-slate-600">{t('admin.tips.hint')}</p>
      {shown.map((code) => (
        <div key={code} className="flex flex-col gap-1.5">
          <label htmlFor={`tip-${code}`} className="text-sm font-medium text-slate-800">
            {t('admin.fields.tipIn', { language: nameOf(code) })}
          </label>
          <Textarea
            id={`tip-${code}`}
            lang={code}
            dir={code === 'ar' ? 'rtl' : undefined}
            rows={2}
            maxLength={300}
            required={code === 'en'}
            value={texts[code] ?? ''}
            onChange={(event) => setTexts((all) => ({ ...all, [code]: event.target.value }))}
          />
        </div>
      ))}
      {addable.length > 0 ? (
        <label className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('admin.addLanguage')}
          <select
            value=""
            onChange={(event) => setTexts((all) => ({ ...all, [event.target.value]: '' }))}
            className={cn(inputClassName, 'h-11 w-auto')}
          >
            <option value="" disabled>
              —
            </option>
            {addable.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ContentFormFooter error={save.error} isEditing={editing !== null} isPending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** /admin/health-tips (SPEC §2, issue 17 item 4): write, edit, publish, schedule and retire the home page's tips. */
export default function AdminHealthTipsPage() {
  const { t } = useTranslation('content');
  return (
    <PublishableAdminPage<AdminHealthTip>
      kind="health-tips"
      title={t('admin.tips.title')}
      newLabel={t('admin.tips.new')}
      emptyIcon={<Lightbulb />}
      emptyTitle={t('admin.tips.empty')}
      useList={useAdminTips}
      renderForm={(editing, onDone) => <TipForm editing={editing} onDone={onDone} />}
      labelOf={(tip) => tip.texts.en ?? ''}
      listClassName="flex flex-col gap-3"
      renderItem={(tip) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="max-w-3xl text-slate-900" lang="en">
              {tip.texts.en}
            </p>
            <StateBadge state={tip.state} publishAt={tip.publishAt} />
          </div>
          {tip.texts.hi ? (
            <p className="text-sm text-slate-700" lang="hi">
              {tip.texts.hi}
            </p>
          ) : null}
          <p className="text-xs text-slate-600">{t('admin.languages', { list: Object.keys(tip.texts).join(', ') })}</p>
        </>
      )}
    />
  );
}
