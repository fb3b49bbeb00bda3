import { createContext, useContext, useEffect } from 'react';

import type { PageMeta } from '@aushadh/shared/seo/page-rendering.ts';

export type { PageMeta };

/**
 * Given by the server renderer (one collector per request): effects do not run on the server, so what a page
 * says about itself is collected while it renders and written into the head of the HTML.
 */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

const clip = (description: string) =>
  description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description;

/**
 * Sets the page's meta description while the page is shown (the title is a React 19 <title> element in the
 * page itself). One tag is kept and updated, so crawlers and share previews never see two descriptions;
 * the previous text comes back when the page goes away.
 */
export function useMetaDescription(description: string | null | undefined): void {
  const collect = useContext(PageMetaContext);
  if (description) collect?.({ description: clip(description) });
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = clip(description);
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

/** Declares the questions and answers the page shows (server render only: structured data in the head). */
export function usePageFaq(faq: { question: string; answer: string }[]): void {
  useContext(PageMetaContext)?.({ faq });
}
