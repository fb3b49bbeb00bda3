import { labReportSchema, type LabReport } from '@aushadh/shared/labs/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/lab-reports: my ready reports, newest first. */
export function useLabReports() {
  return useQuery<LabReport[]>({
    queryKey: ['session', 'lab-reports'] as const,
    queryFn: ({ signal }) => apiFetch('/api/lab-reports', import.meta.env.DEV && z.array(labReportSchema), { signal }),
  });
}

export const labReportPdfUrl = (id: number) => `/api/lab-reports/${id}/pdf`;
