import { startTransition, useEffect, useState } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';

/** How long a deferred piece waits for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** Runs `callback` when the browser is idle (or after `timeoutMs`); returns the cancel function. */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}

/** True once the browser has been idle after the page went live (a transition: it never holds a tap). */
export function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/** The trigger button's own props: its name, look and content (the menu adds the menu's attributes). */
export type MenuTriggerProps = Omit<ComponentProps<'button'>, 'children'> & { children: ReactNode };

/** What a deferred menu's module renders: a dropdown menu whose trigger carries `trigger`. */
export interface DeferredMenuProps {
  trigger: MenuTriggerProps;
  /** The visitor pressed the trigger before the menu had loaded: it opens as it appears. */
  defaultOpen: boolean;
  /** The plain trigger had the focus: the menu's trigger takes it over. */
  focusTrigger: boolean;
}

/**
 * A header menu whose dropdown code (Radix: ≈ 20 KB of script, and work on every page's hydration) loads once
 * the page is live and idle. Until then — in the server's HTML and while the page hydrates — its trigger is a
 * plain button that looks and reads the same; pressing it loads the menu and opens it. No Suspense boundary:
 * one in the server's HTML would be hydrated on its own, later, and at once whenever an update reached it.
 */
export function DeferredMenu<P extends object>({
  load,
  trigger,
  menuProps,
}: {
  /** The menu's module (a stable function: each call after the first answers from the module cache). */
  load: () => Promise<{ default: ComponentType<DeferredMenuProps & P> }>;
  trigger: MenuTriggerProps;
  /** The menu's own props. */
  menuProps: P;
}) {
  const idle = useIdleFlag();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [Menu, setMenu] = useState<ComponentType<DeferredMenuProps & P> | null>(null);
  const wanted = idle || pressed;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void load().then((module) => {
      if (current) startTransition(() => setMenu(() => module.default));
    });
    return () => {
      current = false;
    };
  }, [wanted, load]);

  if (Menu) return <Menu {...menuProps} trigger={trigger} defaultOpen={pressed} focusTrigger={focused} />;
  // The same attributes as the menu's closed trigger, so nothing about the button changes when it swaps.
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      {...trigger}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => setPressed(true)}
    />
  );
}
