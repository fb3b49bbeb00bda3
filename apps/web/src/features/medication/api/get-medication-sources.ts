import { medicationSourcesSchema, type MedicationSources } from '@aushadh/shared/medication/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { sessionKey } from '../../../lib/session-key.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/medications/sources: what can be tracked from my orders and e-prescriptions (read when the form opens). */
export function useMedicationSources(enabled: boolean) {
  return useQuery<MedicationSources>({
    queryKey: sessionKey('medications', 'sources'),
    queryFn: ({ signal }) =>
      apiFetch('/api/medications/sources', import.meta.env.DEV && medicationSourcesSchema, { signal }),
    enabled,
  });
}
