import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './src/sw/sw-build-plugin.ts';

/** The API server of apps/server; the dev server proxies every /api call to it. */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Where the build goes: WEB_DIST_DIR (the folder the server serves, so a build of one's own can sit
 * elsewhere), else dist. The server renderer (entry-server.tsx) goes to its server/ folder.
 */
const OUT_DIR = process.env.WEB_DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  // The renderer carries its dependencies: the server loads it from the build folder, wherever that is.
  ssr: { noExternal: true, target: 'node' },
  // …built for production like the client: React's development build would check every element of every
  // page at run time (several times slower) whenever the server runs with NODE_ENV=test or development.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  build: isSsrBuild
    ? {
        outDir: join(OUT_DIR, 'server'),
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        // One file: a new build is loaded whole beside the old one, never mixing their modules.
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        // Maps are written for error tracking but not referenced from the bundles; production never serves them.
        sourcemap: 'hidden',
        // No <link rel="modulepreload"> per file of a dynamic import (the app's entry, a page's module): the
        // browser fetches a module's imports as it reads it. Inserting 20 links cost a long task on a slow
        // phone's main thread; the price is a round trip more before hydration (decision 0008, "Boot and
        // hydration").
        modulePreload: false,
        // TanStack Query in one chunk: left to itself the bundler cut it into five or six pieces along whichever
        // lazy modules use which part, each a request and a compression window of its own on the first visit.
        rollupOptions: {
          output: {
            advancedChunks: {
              groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ }],
            },
          },
        },
      },
}));
