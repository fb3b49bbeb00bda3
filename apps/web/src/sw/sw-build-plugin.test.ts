import { describe, expect, it } from 'vitest';
import { serviceWorkerSource, shellFiles } from './sw-build-plugin.ts';

const chunk = (fileName: string, over: Partial<Record<string, unknown>> = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  viteMetadata: { importedCss: new Set<string>() },
  ...over,
});

describe('shellFiles', () => {
  it('precaches the entry, the app start, the offline page and its texts with their static imports — not other pages', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-a.js', {
          isEntry: true,
          imports: ['assets/react-b.js'],
          viteMetadata: { importedCss: new Set(['assets/index-c.css']) },
        }),
        chunk('assets/react-b.js'),
        chunk('assets/entry-client-d.js', {
          facadeModuleId: '/w/apps/web/src/entry-client.tsx',
          imports: ['assets/react-b.js'],
        }),
        chunk('assets/offline-shell-entry-e.js', {
          facadeModuleId: '/w/apps/web/src/features/offline/offline-shell-entry.tsx',
          imports: ['assets/schedule-f.js'],
        }),
        chunk('assets/schedule-f.js'),
        chunk('assets/offline-g.js', { facadeModuleId: '/w/apps/web/src/locales/hi/offline.json' }),
        chunk('assets/admin-h.js', { facadeModuleId: '/w/apps/web/src/locales/hi/admin.json' }),
        chunk('assets/checkout-page-i.js', {
          facadeModuleId: '/w/apps/web/src/features/checkout/pages/checkout-page.tsx',
        }),
        { type: 'asset', fileName: 'assets/index-c.css' },
      ].map((item) => [item.fileName, item]),
    );
    expect(shellFiles(bundle)).toEqual([
      'assets/entry-client-d.js',
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/offline-g.js',
      'assets/offline-shell-entry-e.js',
      'assets/react-b.js',
      'assets/schedule-f.js',
    ]);
  });
});

describe('serviceWorkerSource', () => {
  it('writes the precache list into the worker, with a version that changes when any file does', () => {
    const first = serviceWorkerSource([{ url: '/index.html', revision: 'aaa' }]);
    const second = serviceWorkerSource([{ url: '/index.html', revision: 'bbb' }]);
    expect(first).toContain('"url":"/index.html","revision":"aaa"');
    expect(first).not.toContain('const PRECACHE = __AUSHADH_PRECACHE__');
    expect(first).toContain('const PRECACHE = {"version":');
    const version = (source: string) => /"version":"(\w+)"/.exec(source)?.[1];
    expect(version(first)).toMatch(/^[0-9a-f]{16}$/);
    expect(version(first)).not.toBe(version(second));
  });
});
