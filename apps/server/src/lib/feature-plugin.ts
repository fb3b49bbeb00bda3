import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppCore } from './app-core.ts';

/**
 * A feature as a Fastify plugin (issue 9): it builds its service from the app's core, decorates the app
 * with it under the feature's name, and registers its routes, hooks, jobs and personal-data contributor.
 * `needs` names the features whose services it uses (`app.<name>`): Fastify refuses to start when one is
 * missing or registered later; `decorators` names other decorations it reads (`mail`). Not encapsulated,
 * so the decoration and the hooks reach the whole app; the routes go into a child context of their own.
 */
export function featurePlugin<Options extends object = object>(
  name: string,
  needs: { features?: string[]; decorators?: string[] },
  plugin: FastifyPluginAsyncZod<AppCore & Options>,
) {
  return fp(plugin, {
    name,
    fastify: '5.x',
    dependencies: needs.features ?? [],
    decorators: { fastify: needs.decorators ?? [] },
  });
}
