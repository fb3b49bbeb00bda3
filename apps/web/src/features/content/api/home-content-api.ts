import {
  healthTipOfTheDaySchema,
  testimonialListSchema,
  type HealthTipOfTheDay,
} from '@aushadh/shared/content/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/health-tips/today?lang — today's tip (Asia/Kolkata date), or null when there is none. */
export function tipOfTheDayQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'tip-of-the-day', language] as const,
    queryFn: ({ signal }): Promise<HealthTipOfTheDay> =>
      apiFetch(`/api/health-tips/today?lang=${language}`, import.meta.env.DEV && healthTipOfTheDaySchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

export const useTipOfTheDay = (language: LanguageCode) => useQuery(tipOfTheDayQueryOptions(language));

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'testimonials'] as const,
    queryFn: ({ signal }) => apiFetch('/api/testimonials', import.meta.env.DEV && testimonialListSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
