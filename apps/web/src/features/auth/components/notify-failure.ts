import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';

/** A destructive toast with what the server said (in the visitor's language), else the fallback (SPEC §8). */
export function useNotifyFailure(): (title: string, error: unknown, fallback: string) => void {
  const text = useErrorText();
  return useCallback(
    (title, error, fallback) => toast({ title, description: text.error(error) ?? fallback, variant: 'destructive' }),
    [text],
  );
}
