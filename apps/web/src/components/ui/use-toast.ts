import { TOAST } from '@aushadh/shared/constants.ts';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; SPEC §9 default 5000. */
  durationMs?: number;
  /** One button in the toast (e.g. "View cart", "Undo"); it closes the toast when pressed. */
  action?: ToastActionInput;
}

export interface ToastActionInput {
  label: string;
  /** Read by screen readers as the way to do the same without the toast (Radix altText). */
  altText?: string;
  onClick: () => void;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

/** Closes one toast (or all); it is removed from memory after SPEC §9's removal delay. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast. Only one is visible at a time (SPEC §9): a new one replaces the old. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastEntry[] {
  return toasts;
}

export function useToast(): { toasts: ToastEntry[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
