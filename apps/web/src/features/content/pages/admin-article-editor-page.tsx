import {
  ARTICLE_CATEGORIES,
  ARTICLE_SECTIONS,
  type AdminArticle,
  type ArticleCategory,
  type ArticleInput,
  type ArticleSection,
  type ArticleTranslationInput,
} from '@aushadh/shared/content/schemas.ts';
import { LANGUAGES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { ArrowLeft, Eye, ImageUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminArticle, usePreviewMarkdown, useSaveArticle, useUploadImage } from '../api/admin-content-api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { ContentAdminTabs, FormErrors, PublishControls, StateBadge } from '../components/content-admin-parts.tsx';

type Draft = Omit<ArticleInput, 'translations' | 'tags'> & {
  tags: string;
  translations: Partial<Record<LanguageCode, ArticleTranslationInput>>;
};

const EMPTY_TRANSLATION: ArticleTranslationInput = { title: '', summary: '', markdown: '' };

function draftOf(article: AdminArticle | null): Draft {
  if (!article) {
    return {
      slug: '',
      section: 'health',
      category: 'diabetes',
      tags: '',
      authorName: 'Aushadh Health Desk',
      reviewerName: '',
      reviewerRegistration: '',
      relatedProductsQuery: '',
      coverImageId: null,
      translations: { en: { ...EMPTY_TRANSLATION } },
    };
  }
  return {
    slug: article.slug,
    section: article.section,
    category: article.category,
    tags: article.tags.join(', '),
    authorName: article.authorName,
    reviewerName: article.reviewerName,
    reviewerRegistration: article.reviewerRegistration,
    relatedProductsQuery: article.relatedProductsQuery,
    coverImageId: article.coverImageId,
    translations: article.translations as Draft['translations'],
  };
}

const selectClass = cn(inputClassName, 'h-11');

function Editor({ article }: { article: AdminArticle | null }) {
  const { t } = useTranslation('content');
  const { error: errorText } = useErrorText();
  const navigate = useNavigate();
  const save = useSaveArticle();
  const preview = usePreviewMarkdown();
  const upload = useUploadImage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [coverUrl, setCoverUrl] = useState<string | null>(article?.coverImageUrl ?? null);
  const translation = draft.translations[language] ?? EMPTY_TRANSLATION;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setText = (patch: Partial<ArticleTranslationInput>) =>
    setDraft((d) => ({ ...d, translations: { ...d.translations, [language]: { ...translation, ...patch } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ArticleInput = {
      ...draft,
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      translations: Object.fromEntries(
        Object.entries(draft.translations).filter(([, v]) => v && (v.title || v.summary || v.markdown)),
      ),
    };
    save.mutate(
      { id: article?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ title: t('admin.toasts.saved'), variant: 'success' });
          if (!article) void navigate(`/admin/articles/${saved.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="article-editor-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="article-editor-title" className="text-2xl font-bold text-slate-900">
          {article ? t('admin.articles.edit') : t('admin.articles.new')}
        </h1>
        {article ? <StateBadge state={article.state} publishAt={article.publishAt} /> : null}
      </div>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.articles.details')}</legend>
        <TextField
          label={t('admin.fields.slug')}
          required
          maxLength={120}
          value={draft.slug}
          onChange={(e) => set({ slug: e.target.value })}
          description={t('admin.fields.slugHint')}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('admin.fields.section')}
          <select
            className={selectClass}
            value={draft.section}
            onChange={(e) => set({ section: e.target.value as ArticleSection })}
          >
            {ARTICLE_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`admin.sectionNames.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('admin.fields.category')}
          <select
            className={selectClass}
            value={draft.category}
            onChange={(e) => set({ category: e.target.value as ArticleCategory })}
          >
            {ARTICLE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('admin.fields.tags')}
          maxLength={400}
          value={draft.tags}
          onChange={(e) => set({ tags: e.target.value })}
        />
        <TextField
          label={t('admin.fields.author')}
          required
          maxLength={100}
          value={draft.authorName}
          onChange={(e) => set({ authorName: e.target.value })}
        />
        <TextField
          label={t('admin.fields.related')}
          maxLength={100}
          value={draft.relatedProductsQuery}
          onChange={(e) => set({ relatedProductsQuery: e.target.value })}
        />
        <TextField
          label={t('admin.fields.reviewerName')}
          maxLength={100}
          value={draft.reviewerName}
          onChange={(e) => set({ reviewerName: e.target.value })}
        />
        <TextField
          label={t('admin.fields.reviewerRegistration')}
          maxLength={60}
          value={draft.reviewerRegistration}
          onChange={(e) => set({ reviewerRegistration: e.target.value })}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <span className="text-sm font-medium text-slate-800">{t('admin.fields.cover')}</span>
          <div className="flex flex-wrap items-center gap-3">
            {coverUrl ? <img src={coverUrl} alt="" className="h-20 w-36 rounded-lg object-cover" /> : null}
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-600">
              <ImageUp className="size-4" aria-hidden="true" />
              {t('admin.actions.upload')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (!file) return;
                  upload.mutate(file, {
                    onSuccess: (image) => {
                      set({ coverImageId: image.id });
                      setCoverUrl(image.url);
                      toast({ title: t('admin.toasts.uploaded'), variant: 'success' });
                    },
                    onError: (error) =>
                      toast({ title: t('admin.failed'), description: errorText(error), variant: 'destructive' }),
                  });
                }}
              />
            </label>
            {coverUrl ? (
              <Button
                variant="ghost"
                onClick={() => {
                  set({ coverImageId: null });
                  setCoverUrl(null);
                }}
              >
                {t('admin.actions.removeCover')}
              </Button>
            ) : null}
          </div>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.articles.words')}</legend>
        <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          {t('admin.fields.language')}
          <select
            className={cn(selectClass, 'w-auto')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
                {draft.translations[l.code]?.title ? ' ✓' : ''}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('admin.fields.title')}
          lang={language}
          maxLength={160}
          required={language === 'en'}
          value={translation.title}
          onChange={(e) => setText({ title: e.target.value })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="article-summary" className="text-sm font-medium text-slate-800">
            {t('admin.fields.summary')}
          </label>
          <Textarea
            id="article-summary"
            lang={language}
            rows={2}
            maxLength={400}
            value={translation.summary}
            onChange={(e) => setText({ summary: e.target.value })}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="article-markdown" className="text-sm font-medium text-slate-800">
              {t('admin.fields.markdown')}
            </label>
            <Textarea
              id="article-markdown"
              lang={language}
              dir={language === 'ar' ? 'rtl' : undefined}
              rows={18}
              className="font-mono text-sm"
              value={translation.markdown}
              onChange={(e) => setText({ markdown: e.target.value })}
            />
            <Button
              variant="outline"
              className="self-start"
              disabled={preview.isPending || !translation.markdown}
              onClick={() => preview.mutate(translation.markdown)}
            >
              <Eye aria-hidden="true" />
              {t('admin.actions.preview')}
            </Button>
          </div>
          <section
            aria-labelledby="preview-title"
            aria-live="polite"
            className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <h2 id="preview-title" className="text-sm font-semibold text-slate-700">
              {preview.data
                ? t('admin.preview.title', { count: preview.data.readingMinutes })
                : t('admin.preview.empty')}
            </h2>
            {preview.data ? <ArticleBody html={preview.data.html} className="mt-2" /> : null}
            <FormErrors error={preview.error} />
          </section>
        </div>
      </fieldset>

      <FormErrors error={save.error} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          {article ? t('admin.actions.save') : t('admin.actions.create')}
        </Button>
        {article ? (
          <PublishControls kind="articles" id={article.id} state={article.state} label={article.slug} />
        ) : null}
      </div>
    </form>
  );
}

/** /admin/articles/new and /admin/articles/{id}: the article editor with a preview rendered by the server. */
export default function AdminArticleEditorPage() {
  const { t } = useTranslation('content');
  const raw = useParams().id;
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useAdminArticle(id);
  return (
    <section className="flex flex-col gap-4">
      <title>{`${id ? t('admin.articles.edit') : t('admin.articles.new')} | Aushadh`}</title>
      <ContentAdminTabs />
      <Link
        to="/admin/articles"
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('admin.articles.back')}
      </Link>
      {id === null ? (
        <Editor article={null} />
      ) : query.data ? (
        <Editor key={query.data.id} article={query.data} />
      ) : (
        <QueryFallback query={query} errorTitle={t('admin.error')} />
      )}
    </section>
  );
}
