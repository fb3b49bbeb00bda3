import type { PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';

// The dialog's code (form, validation, upload) loads on the first click, never with the page.
const UploadPrescriptionDialog = lazy(() =>
  import('./upload-prescription-dialog.tsx').then((m) => ({ default: m.UploadPrescriptionDialog })),
);

export interface UploadPrescriptionButtonProps {
  /** The button's words; "Upload prescription" by default. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  onUploaded?: (prescription: PrescriptionSummary) => void;
}

/** "Upload prescription" wherever a customer may need it (home card, Rx product, cart, checkout). */
export function UploadPrescriptionButton({
  label,
  variant = 'primary',
  size = 'md',
  className,
  onUploaded,
}: UploadPrescriptionButtonProps) {
  const { t } = useTranslation('prescriptions');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        // The click is never lost: the dialog opens as soon as its code is there.
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="upload-prescription-button"
      >
        <FileUp aria-hidden="true" />
        {label ?? t('upload.open')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <UploadPrescriptionDialog open={open} onOpenChange={setOpen} {...(onUploaded ? { onUploaded } : {})} />
        </Suspense>
      ) : null}
    </>
  );
}
