/**
 * The contract between the server and the web app's renderer (apps/web/src/entry-server.tsx, loaded by
 * apps/server/src/features/web-pages/page-renderer.ts from the build): defined once, typed on both sides.
 */
import type { LanguageCode } from '../i18n/languages.ts';

export interface RenderedDeliveryLocation {
  pincode: string | null;
  place: string | null;
}

/** `Transport` answers the web app's API calls for one page, in-process (a fetch-shaped function). */
export interface RenderInput<Transport> {
  /** The page's absolute URL. */
  url: string;
  /** The visitor's request headers the route loaders may read (the cookie: pincode). */
  headers: Record<string, string>;
  language: LanguageCode;
  deliveryLocation: RenderedDeliveryLocation | null;
  /** Answers the API calls of this render in-process (the server's own routes, the visitor's cookie). */
  api: Transport;
}

/** What a page says about itself for the document's head, beyond its <title> element. */
export interface PageMeta {
  description?: string;
  /** Questions and answers the page shows: the server's FAQPage structured data repeats exactly these. */
  faq?: { question: string; answer: string }[];
}

export type RenderResult<Payload = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** <title>, <meta>, <link> elements the page rendered: they belong in the document's head. */
      head: string;
      /** The markup of #root. */
      html: string;
      /** Serialised into the page for hydration. */
      payload: Payload;
      meta: PageMeta;
    };
