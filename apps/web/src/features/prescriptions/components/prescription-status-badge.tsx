import type { PrescriptionStatus } from '@aushadh/shared/prescriptions/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger', callback: 'info' } as const;

/** A prescription's status in words (never colour alone). */
export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation('prescriptions');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
