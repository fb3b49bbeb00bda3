import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The CSS variable holding the height of the phone's sticky bottom bar (unset without one). */
export const BOTTOM_BAR_VARIABLE = '--sticky-bottom-bar';

// How many bars are on the page now, for whoever must make room for them (the floating contact buttons).
let mountedBars = 0;
const listeners = new Set<() => void>();
function changeBars(delta: number) {
  mountedBars += delta;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a sticky bottom bar is on the page (it shows below the `lg` breakpoint). */
export function useStickyBottomBarShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mountedBars > 0,
    () => false,
  );
}

const AccessoryContext = createContext<ReactNode>(null);

/**
 * Something the app puts at the start of every sticky bottom bar (the contact shortcut), so on phones it
 * sits in the bar instead of floating over the page.
 */
export function StickyBarAccessoryProvider({ value, children }: { value: ReactNode; children: ReactNode }) {
  return <AccessoryContext value={value}>{children}</AccessoryContext>;
}

/**
 * A bar fixed to the bottom of a phone's screen (hidden from the `lg` breakpoint, where the page's own
 * sticky column does the job). While shown it publishes its height as `--sticky-bottom-bar` on <html>,
 * so the page reserves room below its last content.
 */
export function StickyBottomBar({ className, children, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const accessory = useContext(AccessoryContext);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BOTTOM_BAR_VARIABLE, `${bar.offsetHeight}px`);
    publish();
    changeBars(1);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      changeBars(-1);
      if (mountedBars === 0) root.style.removeProperty(BOTTOM_BAR_VARIABLE);
    };
  }, []);
  return (
    <div
      ref={ref}
      data-sticky-bottom-bar=""
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden print:hidden',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        {accessory ? <div className="shrink-0">{accessory}</div> : null}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
