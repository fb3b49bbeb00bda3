/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `npm run build -w @aushadh/web`
 * into <WEB_DIST_DIR>/server/entry-server.js). It is the web app's code: this side knows only its contract.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta, RenderInput as SharedRenderInput, RenderResult } from '@aushadh/shared/seo/page-rendering.ts';
import { BUILD_CHECK_MS } from '../../lib/page-head.ts';

export type { RenderedDeliveryLocation, RenderResult } from '@aushadh/shared/seo/page-rendering.ts';
/** Answers the web app's API calls for one page, in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
export type RenderInput = SharedRenderInput<ApiTransport>;
export type PageFaqItem = NonNullable<PageMeta['faq']>[number];

export interface PageRenderer {
  render(input: RenderInput): Promise<RenderResult>;
}

/**
 * The renderer of the build in `distDir`, or null when the build has none (tests without a build, an
 * older build): the server then sends the app shell as before. Loaded again when a new build replaces it.
 */
export function pageRendererLoader(distDir: string): () => Promise<PageRenderer | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  let loaded: { mtimeMs: number; renderer: Promise<PageRenderer> } | null = null;
  let checked: { at: number; mtimeMs: number | null } = { at: 0, mtimeMs: null };
  return async () => {
    if (Date.now() - checked.at >= BUILD_CHECK_MS) {
      const mtimeMs = await stat(file).then(
        (s) => s.mtimeMs,
        () => null,
      );
      checked = { at: Date.now(), mtimeMs };
    }
    const { mtimeMs } = checked;
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      // A new URL per build: the module cache would otherwise keep answering with the old one.
      const url = `${pathToFileURL(file).href}?build=${mtimeMs}`;
      loaded = { mtimeMs, renderer: import(url) as Promise<PageRenderer> };
    }
    return loaded.renderer;
  };
}
