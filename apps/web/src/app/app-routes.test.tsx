import { WEB_ROUTE_PATTERNS, isWebRoute } from '@aushadh/shared/web-routes.ts';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './app-routes.tsx';

const appRoutes = createAppRoutes();

/** A path a pattern matches: parameters filled with values a page can show. */
const sample = (pattern: string) =>
  pattern
    .replace(':slug', 'cardiology')
    .replace(/:[A-Za-z]+/g, '12')
    .replace(/\*$/, 'section');

/** Every route's full pattern, the router's own 404 ('*' at the top) marked. */
function patterns(routes: RouteObject[], parent = ''): { pattern: string; notFound: boolean }[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.path !== undefined || route.index ? [{ pattern: own || '/', notFound: own === '/*' }] : [];
    return [...here, ...patterns(route.children ?? [], own)];
  });
}

const isNotFoundPage = (path: string) => {
  const matches = matchRoutes(appRoutes, path) ?? [];
  return matches.at(-1)?.route.path === '*' && matches.length === 2;
};

describe('the web routes and the server agree (shared WEB_ROUTES)', () => {
  it('every page of the router is a web route the server answers 200 for', () => {
    for (const { pattern, notFound } of patterns(appRoutes)) {
      if (notFound) continue;
      expect(isWebRoute(sample(pattern)), pattern).toBe(true);
    }
  });

  it('every shared pattern is a page of the router, and unknown paths are its 404 page', () => {
    for (const pattern of WEB_ROUTE_PATTERNS) expect(isNotFoundPage(sample(pattern)), pattern).toBe(false);
    for (const path of ['/rewards', '/this/page/does/not/exist']) {
      expect(isNotFoundPage(path), path).toBe(true);
      expect(isWebRoute(path), path).toBe(false);
    }
  });

  it('the server list knows each page with its parameters, and refuses other paths and impossible parameters', () => {
    for (const path of [
      '/',
      '/products/specialty/cardiology',
      '/products/category/4',
      '/products/25000',
      '/search?q=dolo 650',
      '/About',
      '/cart/',
      '/admin',
      '/pharmacy/queue/7',
    ]) {
      expect(isWebRoute(path), path).toBe(true);
    }
    for (const path of [
      '/aboutx',
      '/products/abc',
      '/products/0',
      '/products/1/reviews',
      '/products/specialty/Bad_Slug',
      '/orders/0',
      '//about',
      '/about%2fx',
      '/%E0%A4%A',
      '/administrator',
    ]) {
      expect(isWebRoute(path), path).toBe(false);
    }
  });
});
