import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { I18nResources } from '../lib/i18n.ts';
import type { RenderedDeliveryLocation } from './app-providers.tsx';

/**
 * What a server-rendered page hands to the browser, so hydration starts from exactly what the server
 * rendered: the query cache, the translations, the router's loader results, the pincode of the cookies.
 */
export interface SsrPayload {
  language: LanguageCode;
  resources: I18nResources;
  queries: DehydratedState;
  router: HydrationState;
  deliveryLocation: RenderedDeliveryLocation | null;
}
