import { achievementsSchema, type Achievements } from '@aushadh/shared/medication/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** GET /api/achievements: my badges and the progress toward each. */
export function useAchievements() {
  return useQuery<Achievements>({
    queryKey: sessionKey('achievements'),
    queryFn: ({ signal }) => apiFetch('/api/achievements', import.meta.env.DEV && achievementsSchema, { signal }),
  });
}
