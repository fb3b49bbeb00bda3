import { toast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-error-message.ts';

/** A destructive toast with the server's message, else the fallback (SPEC §8). */
export function notifyFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
