import { readingMinutesFor } from '@aushadh/shared/content/schemas.ts';
import MarkdownIt from 'markdown-it';

/**
 * Article Markdown → HTML, on the server, once per save (decision 0019). `html: false`: any HTML an editor
 * types (`<script>`, `<img onerror=…>`) is shown as text, never as markup, so no attribute of ours can carry an
 * event handler. Links and pictures keep only the schemes below: `javascript:`, `vbscript:`, `data:` and
 * `file:` (in any case, with entities or control characters) make markdown-it leave the text unlinked.
 */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Pictures: only our own uploads and https (no tracking pixels over http, no data: URLs). */
const SAFE_IMAGE = /^(?:https:\/\/|\/api\/content\/images\/)/i;

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

md.validateLink = (url: string) => {
  // markdown-it has already decoded entities and percent-encoding; strip what a browser would ignore.
  const cleaned = url.replace(/\p{Cc}|\s/gu, '');
  return SAFE_URL.test(cleaned);
};

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  // Another site's page: no referrer, no access to this window, and no ranking endorsement.
  if (/^https?:\/\//i.test(href)) token.attrSet('rel', 'nofollow noopener noreferrer');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (!SAFE_IMAGE.test(token.attrGet('src') ?? '')) {
    // Not ours and not https: the alt text stays, the picture does not.
    return md.utils.escapeHtml(token.content);
  }
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return defaultImage(tokens, idx, options, env, self);
};

// Headings inside an article start at h2: the page's title is its only h1.
md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return self.renderToken(tokens, idx, options);
};

/** Words a reader reads: Markdown's punctuation and link targets do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .trim();
  return text ? text.split(/\s+/u).length : 0;
}

export interface RenderedMarkdown {
  html: string;
  readingMinutes: number;
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  return { html: md.render(markdown), readingMinutes: readingMinutesFor(countWords(markdown)) };
}
