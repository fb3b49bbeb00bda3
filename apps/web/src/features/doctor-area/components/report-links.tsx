import type { AppointmentReport } from '@aushadh/shared/doctors/schemas.ts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Reports the patient attached with the booking, each opened from the doctor's own route. */
export function ReportLinks({ appointmentId, reports }: { appointmentId: number; reports: AppointmentReport[] }) {
  const { t } = useTranslation('doctor-area');
  if (reports.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
      <span className="text-slate-600">{t('reports')}:</span>
      {reports.map((report) => (
        <a
          key={report.id}
          href={`/api/doctor/appointments/${appointmentId}/reports/${report.id}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          {report.name}
        </a>
      ))}
    </div>
  );
}
