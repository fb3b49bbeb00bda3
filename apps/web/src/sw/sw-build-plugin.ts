/**
 * Builds /sw.js from service-worker.js (decision 0027): the precache list of the app shell, with revisions, is
 * written into the script, so every build whose shell changed is a new worker (the browser compares the
 * script byte by byte) and the page offers the update. What vite-plugin-pwa's injectManifest does, without
 * Workbox: the worker needs a cache-first lookup and a navigation fallback, nothing more.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = join(import.meta.dirname, 'service-worker.js');
const PLACEHOLDER = 'const PRECACHE = __AUSHADH_PRECACHE__;';

/**
 * Chunks the offline shell needs beyond the entry (boot.ts): the app's start (entry-client.tsx, which starts the
 * offline page when the worker marked the shell), the offline page, and the texts it shows
 * (offline-shell-entry.tsx's namespaces) in every language — the person may be offline in any of them.
 */
const SHELL_MODULES = [
  /\/src\/entry-client\.tsx$/,
  /\/features\/offline\/offline-shell-entry\.tsx$/,
  /\/locales\/[a-z]+\/(common|cart|offline|medication|orders)\.json$/,
];

/** Files of public/ the installed app shows offline (icons, manifest); their revision is their content's hash. */
const PUBLIC_FILES = [
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-96.png',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-192.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
];

export interface PrecacheEntry {
  url: string;
  /** null: the file name carries its hash already (Vite's assets). */
  revision: string | null;
}

const hash = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The service worker's text with its precache list (and the version every cache name carries). */
export function serviceWorkerSource(files: PrecacheEntry[]): string {
  const version = hash(JSON.stringify(files));
  const source = readFileSync(SOURCE, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${SOURCE} lost its line "${PLACEHOLDER}"`);
  return source.replace(PLACEHOLDER, `const PRECACHE = ${JSON.stringify({ version, files })};`);
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The entry chunks and SHELL_MODULES' chunks, with everything they import statically (CSS included). */
export function shellFiles(bundle: Record<string, { type: string; fileName: string }>): string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set<string>();
  const visit = (fileName: string) => {
    if (wanted.has(fileName)) return;
    wanted.add(fileName);
    const chunk = byName.get(fileName);
    if (!chunk) return;
    chunk.imports.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((css) => wanted.add(css));
  };
  for (const chunk of chunks)
    if (chunk.isEntry || SHELL_MODULES.some((pattern) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId)))
      visit(chunk.fileName);
  return [...wanted].sort();
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  let ssr = false;
  return {
    name: 'aushadh-service-worker',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      ssr = Boolean(config.build.ssr);
    },
    // The dev server: the worker without a precache (nothing is cached; push and the update prompt still work).
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(serviceWorkerSource([]));
      });
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const files: PrecacheEntry[] = [
        { url: '/index.html', revision: hash(index.source) },
        ...shellFiles(bundle).map((fileName) => ({ url: `/${fileName}`, revision: null })),
        ...PUBLIC_FILES.map((file) => ({ url: `/${file}`, revision: hash(readFileSync(join(publicDir, file))) })),
      ];
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files) });
    },
  };
}
