import type { PrescriptionStatus } from '@aushadh/shared/prescriptions/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger', callback: 'info' } as const;

export function StatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation('pharmacy');
  return <Badge variant={VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}
