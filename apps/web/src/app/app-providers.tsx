import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { CartCountContext } from './cart-count-context.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Total cart quantity for the header badge; the cart feature supplies it later. */
  cartCount?: number;
}

/** Server state, translations and shell context for the whole app. */
export function AppProviders({ queryClient, children, cartCount = 0 }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CartCountContext value={cartCount}>
          <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>
        </CartCountContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
