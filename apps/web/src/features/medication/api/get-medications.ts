import { medicationListSchema, type MedicationList } from '@aushadh/shared/medication/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { medicationsKey } from './medication-keys.ts';

/** Under the session root: signing out or in drops it (lib/session-key.ts). */
export { medicationsKey };

/** GET /api/medications: my medicines with today's doses, adherence, stock and refill plan. */
export function useMedications() {
  return useQuery<MedicationList>({
    queryKey: medicationsKey,
    queryFn: ({ signal }) => apiFetch('/api/medications', import.meta.env.DEV && medicationListSchema, { signal }),
  });
}
