import {
  adminArticleRowSchema,
  adminArticleSchema,
  adminHealthTipSchema,
  adminTestimonialSchema,
  contentImageSchema,
  markdownPreviewSchema,
  type AdminArticle,
  type AdminHealthTip,
  type AdminTestimonial,
  type ArticleInput,
  type ContentState,
  type HealthTipInput,
  type TestimonialInput,
} from '@aushadh/shared/content/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** Every admin content query lives under the session root: dropped with the signed-in admin. */
export const adminContentKey = sessionKey('admin', 'content');
const PUBLIC_CONTENT_KEY = ['content'] as const;

export type ContentKind = 'articles' | 'health-tips' | 'testimonials';

/* ── articles ── */
export function adminArticlesQueryOptions(state: ContentState | '') {
  return queryOptions({
    queryKey: [...adminContentKey, 'articles', state] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/admin/articles${state ? `?state=${state}` : ''}`,
        import.meta.env.DEV && z.array(adminArticleRowSchema),
        {
          signal,
        },
      ),
  });
}
export const useAdminArticles = (state: ContentState | '') => useQuery(adminArticlesQueryOptions(state));

export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: [...adminContentKey, 'article', id] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/articles/${id}`, import.meta.env.DEV && adminArticleSchema, { signal }),
    enabled: id !== null,
  });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ArticleInput }): Promise<AdminArticle> =>
      apiFetch(
        id === null ? '/api/admin/articles' : `/api/admin/articles/${id}`,
        import.meta.env.DEV && adminArticleSchema,
        {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData([...adminContentKey, 'article', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'articles'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_CONTENT_KEY });
    },
  });
}

export function usePreviewMarkdown() {
  return useMutation({
    mutationFn: (markdown: string) =>
      apiFetch('/api/admin/articles/preview', import.meta.env.DEV && markdownPreviewSchema, {
        method: 'POST',
        body: { markdown },
      }),
  });
}

/** POST /api/admin/content/images: the file itself as the body; the server keeps a WebP copy. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      // apiRequest sends JSON or multipart; this route takes the file itself as the body.
      const response = await fetch('/api/admin/content/images', {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES,
          'Content-Type': file.type || 'application/octet-stream',
        },
        body: file,
      });
      if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
      const reply: unknown = await response.json();
      return import.meta.env.DEV ? contentImageSchema.parse(reply) : (reply as z.infer<typeof contentImageSchema>);
    },
  });
}

/* ── tips and testimonials ── */
export function useAdminTips(state: ContentState | '') {
  return useQuery({
    queryKey: [...adminContentKey, 'health-tips', state] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/admin/health-tips${state ? `?state=${state}` : ''}`,
        import.meta.env.DEV && z.array(adminHealthTipSchema),
        {
          signal,
        },
      ),
  });
}

export function useAdminTestimonials(state: ContentState | '') {
  return useQuery({
    queryKey: [...adminContentKey, 'testimonials', state] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/admin/testimonials${state ? `?state=${state}` : ''}`,
        import.meta.env.DEV && z.array(adminTestimonialSchema),
        { signal },
      ),
  });
}

export function useSaveTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: HealthTipInput }): Promise<AdminHealthTip> =>
      apiFetch(
        id === null ? '/api/admin/health-tips' : `/api/admin/health-tips/${id}`,
        import.meta.env.DEV && adminHealthTipSchema,
        {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'health-tips'] }),
  });
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TestimonialInput }): Promise<AdminTestimonial> =>
      apiFetch(
        id === null ? '/api/admin/testimonials' : `/api/admin/testimonials/${id}`,
        import.meta.env.DEV && adminTestimonialSchema,
        { method: id === null ? 'POST' : 'PUT', body: input },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'testimonials'] }),
  });
}

/** Publish (now or at `publishAt`) or retire any of the three; the lists and the public pages re-read. */
export function useContentTransition(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, publishAt }: { id: number; action: 'publish' | 'retire'; publishAt?: string }) =>
      apiFetch(`/api/admin/${kind}/${id}/${action}`, false, {
        method: 'POST',
        ...(action === 'publish' ? { body: publishAt ? { publishAt } : {} } : {}),
      }) as Promise<{ id: number; state: ContentState }>,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...adminContentKey, kind] });
      if (kind === 'articles') void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'article'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_CONTENT_KEY });
    },
  });
}
