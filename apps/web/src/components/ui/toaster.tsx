import { TOAST } from '@aushadh/shared/constants.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useToast } from './use-toast.ts';

export interface ToasterProps {
  /** Accessible name of the region; Radix replaces {hotkey} with F8. */
  regionLabel: string;
  closeLabel: string;
}

/** Renders the toast queue with SPEC §9 behaviour: one at a time, 5 s, swipe right 50 px, F8 focuses. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={regionLabel}
    >
      {toasts.map(({ id, title, description, variant, durationMs, open, action }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={durationMs ?? TOAST.durationMs}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport hotkey={[TOAST.hotkey]} />
    </ToastProvider>
  );
}
