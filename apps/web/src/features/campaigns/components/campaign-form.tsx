import {
  CAMPAIGN_SEGMENTS,
  FIRST_NAME_PLACEHOLDER,
  type Campaign,
  type CampaignSegment,
} from '@aushadh/shared/campaigns/schemas.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { serverIssues, useErrorText } from '../../../lib/error-text.ts';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns.ts';
import { useCategoryChoices } from '../api/get-categories.ts';

interface SaveOptions {
  onSuccess: (campaign: Campaign) => void;
  onError: (error: unknown) => void;
}

const EMPTY = { name: '', subject: '', body: '', segment: 'all-customers' as CampaignSegment, categoryId: '' };

const valuesOf = (campaign: Campaign) => ({
  name: campaign.name,
  subject: campaign.subject,
  body: campaign.body,
  segment: campaign.segment,
  categoryId: campaign.categoryId === null ? '' : String(campaign.categoryId),
});

/**
 * A new campaign saved as a draft, or a draft rewritten (`editing`; give the form a `key` per campaign); the
 * server's refusals show beside their fields.
 */
export function CampaignForm({
  onSaved,
  editing = null,
  onCancel,
}: {
  onSaved: (id: number) => void;
  editing?: Campaign | null;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const { error: errorText, message } = useErrorText();
  const [values, setValues] = useState(() => (editing ? valuesOf(editing) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const pending = createCampaign.isPending || updateCampaign.isPending;
  const categories = useCategoryChoices();
  const ids = { body: useId(), segment: useId(), category: useId() };
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input = {
      name: values.name,
      subject: values.subject,
      body: values.body,
      segment: values.segment,
      categoryId: values.segment === 'bought-category' && values.categoryId ? Number(values.categoryId) : null,
    };
    const save = editing
      ? (options: SaveOptions) => updateCampaign.mutate({ id: editing.id, input }, options)
      : (options: SaveOptions) => createCampaign.mutate(input, options);
    save({
      onSuccess: (campaign) => {
        setValues(EMPTY);
        toast({ title: t(editing ? 'updated' : 'saved') });
        onSaved(campaign.id);
      },
      onError: (error) => {
        const issues = serverIssues(error);
        setErrors(Object.fromEntries(issues.map((i) => [i.field, message(i.message) ?? i.message])));
        if (issues.length === 0)
          toast({ title: t('actions.failed'), description: errorText(error), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        label={t('form.name')}
        name="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        maxLength={120}
        required
      />
      <TextField
        label={t('form.subject')}
        name="subject"
        value={values.subject}
        onChange={(e) => set('subject')(e.target.value)}
        error={errors.subject}
        maxLength={150}
        required
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.body} className="text-sm font-medium text-slate-800">
          {t('form.body')}
        </label>
        <Textarea
          id={ids.body}
          name="body"
          rows={7}
          value={values.body}
          onChange={(e) => set('body')(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${ids.body}-hint`}
          maxLength={5000}
          required
        />
        <p id={`${ids.body}-hint`} className={errors.body ? 'text-sm text-red-700' : 'text-xs text-slate-500'}>
          {errors.body ?? t('form.bodyHint', { placeholder: FIRST_NAME_PLACEHOLDER })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.segment} className="text-sm font-medium text-slate-800">
            {t('form.segment')}
          </label>
          <select
            id={ids.segment}
            name="segment"
            className={inputClassName}
            value={values.segment}
            onChange={(e) => set('segment')(e.target.value)}
          >
            {CAMPAIGN_SEGMENTS.map((segment) => (
              <option key={segment} value={segment}>
                {t(`segments.${segment}`)}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-500">{t('form.consentNote')}</p>
        </div>
        {values.segment === 'bought-category' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.category} className="text-sm font-medium text-slate-800">
              {t('form.category')}
            </label>
            <select
              id={ids.category}
              name="categoryId"
              className={inputClassName}
              value={values.categoryId}
              onChange={(e) => set('categoryId')(e.target.value)}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? `${ids.category}-error` : undefined}
            >
              <option value="">{t('form.chooseCategory')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.categoryId ? (
              <p id={`${ids.category}-error`} className="text-sm text-red-700">
                {errors.categoryId}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : t(editing ? 'form.update' : 'form.save')}
        </Button>
        {editing && onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
