import { labSlotsSchema, type LabSlots } from '@aushadh/shared/labs/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/lab-slots?pincode: the next 7 days' windows with places left. */
export function getLabSlots(pincode: string, signal?: AbortSignal): Promise<LabSlots> {
  return apiFetch(
    `/api/lab-slots?pincode=${encodeURIComponent(pincode)}`,
    import.meta.env.DEV && labSlotsSchema,
    signal ? { signal } : {},
  );
}

export function useLabSlots(pincode: string | null) {
  return useQuery({
    queryKey: ['session', 'lab-slots', pincode ?? ''] as const,
    queryFn: ({ signal }) => getLabSlots(pincode!, signal),
    enabled: pincode !== null,
    retry: false,
  });
}
