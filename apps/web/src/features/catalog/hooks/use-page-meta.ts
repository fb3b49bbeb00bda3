import { useEffect } from 'react';

/**
 * Sets the page's meta description while the page is shown (the title is a React 19 <title> element in the
 * page itself). One tag is kept and updated, so crawlers and share previews never see two descriptions;
 * the previous text comes back when the page goes away.
 */
export function useMetaDescription(description: string | null | undefined): void {
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
    tag.content = description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
