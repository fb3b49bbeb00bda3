import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RenderedDeliveryLocation } from '@aushadh/shared/seo/page-rendering.ts';
import { RenderedDeliveryLocationContext } from '../features/delivery/hooks/delivery-location-store.ts';
import { i18n as browserI18n } from '../lib/i18n.ts';
import { PageMetaContext } from '../lib/page-meta.ts';
import type { PageMeta } from '../lib/page-meta.ts';
import { CartCountContext } from './cart-count-context.tsx';

/** The visitor's delivery pincode as the server knew it (its cookies) when it rendered the page. */
export type { RenderedDeliveryLocation };

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Total cart quantity for the header badge; the cart feature supplies it later. */
  cartCount?: number;
  /** The server renders each request with an instance of its own; the browser has one. */
  i18n?: I18nInstance;
  /** Server render and hydration: the pincode the HTML was rendered with. */
  deliveryLocation?: RenderedDeliveryLocation | null;
  /** Server render: collects the page's description for the head. */
  pageMeta?: PageMeta;
}

/** Server state, translations and shell context for the whole app. */
export function AppProviders({
  queryClient,
  children,
  cartCount = 0,
  i18n = browserI18n,
  deliveryLocation = null,
  pageMeta,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RenderedDeliveryLocationContext value={deliveryLocation}>
          <PageMetaContext value={pageMeta ? (meta) => Object.assign(pageMeta, meta) : null}>
            <CartCountContext value={cartCount}>
              <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>
            </CartCountContext>
          </PageMetaContext>
        </RenderedDeliveryLocationContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
