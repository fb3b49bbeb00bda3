/**
 * The server renderer (issue 10, decision 0008), built by `vite build --ssr` and loaded by the Fastify server
 * (features/web-pages). One call renders one page: a new query client, i18next instance and router per
 * request, the route loaders' data fetched in-process through the request's transport, the page rendered
 * once everything is ready (no streaming, so no inline script), and what the browser needs to hydrate.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE } from '@aushadh/shared/i18n/languages.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { createAppRoutes } from './app/app-routes.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouteLoaders } from './app/route-data.ts';
import type { RouteHandle } from './app/route-data.ts';
import type { SsrPayload } from './app/ssr-payload.ts';
import { setApiTransportResolver } from './lib/api-client.ts';
import type { ApiTransport } from './lib/api-client.ts';
import { SHELL_NAMESPACES, i18nOptions, loadNamespace } from './lib/i18n.ts';
import type { I18nResources } from './lib/i18n.ts';
import type { PageMeta } from './lib/page-meta.ts';
import type {
  RenderInput as SharedRenderInput,
  RenderResult as SharedRenderResult,
} from '@aushadh/shared/seo/page-rendering.ts';

// The API calls of the request being rendered go through its own transport (the server's in-process one).
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransportResolver(() => transports.getStore());

/** A page that never finishes rendering is abandoned (the server then sends the plain app shell). */
const RENDER_TIMEOUT_MS = 5000;

export type RenderInput = SharedRenderInput<ApiTransport>;
export type RenderResult = SharedRenderResult<SsrPayload>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `translated` over `english`: a key a language lacks shows the English text, as i18next's fallback would. */
function withEnglish(english: Record<string, unknown>, translated: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...english };
  for (const [key, value] of Object.entries(translated)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? withEnglish(base, value) : value;
  }
  return merged;
}

// Bundles come from the build's own JSON chunks and never change while the process runs: merged once.
const bundles = new Map<string, Promise<Record<string, unknown>>>();
function resolvedNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const key = `${language}|${namespace}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle =
      language === DEFAULT_LANGUAGE
        ? loadNamespace(language, namespace)
        : Promise.all([loadNamespace(DEFAULT_LANGUAGE, namespace), loadNamespace(language, namespace)]).then(
            ([english, translated]) => withEnglish(english, translated),
          );
    bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * The request's own i18next instance. Bundles are complete (English filled in), so the page needs no
 * fallback language and the browser, given the same bundles, renders the same text.
 */
async function requestI18n(language: LanguageCode, namespaces: Iterable<string>): Promise<I18nInstance> {
  const instance = i18next.createInstance().use(resourcesToBackend(resolvedNamespace));
  await instance.init({ ...i18nOptions(language), fallbackLng: false, ns: [...namespaces] });
  return instance;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** React writes a page's hoistable elements (title, meta, link) first when it renders into a container. */
const LEADING_HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
function splitHead(markup: string): { head: string; html: string } {
  let rest = markup;
  const head: string[] = [];
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), html: rest };
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(createRouteLoaders(queryClient));
  const handler = createStaticHandler(routes);
  const request = new Request(input.url, { headers: input.headers });

  const namespaces = new Set<string>([...SHELL_NAMESPACES, 'search']);
  for (const match of matchRoutes(routes, new URL(input.url).pathname) ?? []) {
    for (const namespace of (match.route.handle as RouteHandle | undefined)?.namespaces ?? [])
      namespaces.add(namespace);
  }
  const [i18n, context] = await Promise.all([
    requestI18n(input.language, namespaces),
    transports.run(input.api, () => handler.query(request)),
  ]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.errors) throw Object.values(context.errors)[0];

  const meta: PageMeta = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} i18n={i18n} deliveryLocation={input.deliveryLocation} pageMeta={meta}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
      // Never outline a large part into a later chunk: its completion would be an inline script (CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await readAll(prelude);
  // A part that failed would be rendered by the browser instead, with a warning: send the plain shell then.
  if (errors.length > 0) throw errors[0];
  const { head, html } = splitHead(markup);

  const resources: I18nResources = { [input.language]: i18n.store.data[input.language] ?? {} } as I18nResources;
  const payload: SsrPayload = {
    language: input.language,
    resources,
    // A failed query goes along too (as its error), so the page hydrates showing the same error state.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    deliveryLocation: input.deliveryLocation,
  };
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, head, html, payload, meta };
}
