import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import { LAB_SEXES } from '@aushadh/shared/labs/schemas.ts';
import { WEB_ROUTES } from '@aushadh/shared/web-routes.ts';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The booking address for a prescription's catalog tests with its patient filled in: /lab-tests/book reads
 * `tests`, `name`, `age` and `sex`. Only the patient's own e-prescription (a 404 for anyone else) carries ids.
 */
export function recommendedTestsHref(rx: Pick<EPrescription, 'labTestIds' | 'patient'>): string {
  const params = new URLSearchParams({ tests: rx.labTestIds.join(','), name: rx.patient.name });
  params.set('age', String(rx.patient.age));
  if ((LAB_SEXES as readonly string[]).includes(rx.patient.gender)) params.set('sex', rx.patient.gender);
  return `${WEB_ROUTES.labTestsBook}?${params.toString()}`;
}

/** "Book these tests": the doctor's recommended catalog tests in one tap; nothing when none came from the catalog. */
export function BookRecommendedTests({ rx }: { rx: Pick<EPrescription, 'labTestIds' | 'patient'> }) {
  const { t } = useTranslation('doctors');
  if (rx.labTestIds.length === 0) return null;
  return (
    <Button asChild variant="outline">
      <Link to={recommendedTestsHref(rx)} data-testid="book-recommended-tests">
        <FlaskConical aria-hidden="true" />
        {t('rx.bookTests')}
      </Link>
    </Button>
  );
}
