import { videoSessionSchema } from '@aushadh/shared/doctors/video.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/appointments/{id}/video: the call's participants, window and ICE servers (signed-in data). */
export function useVideoSession(appointmentId: number | null) {
  return useQuery({
    queryKey: ['session', 'appointments', appointmentId, 'video'] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/appointments/${appointmentId}/video`, import.meta.env.DEV && videoSessionSchema, { signal }),
    enabled: appointmentId !== null,
    // The TURN credential inside is short-lived: never served from an old cache entry.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // While waiting: the doctor starting the consultation (which may open the room early) shows within seconds.
    refetchInterval: (query) => (query.state.data?.status === 'booked' ? 10_000 : false),
  });
}
