import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppCore } from './app-core.ts';
import { featurePlugin } from './feature-plugin.ts';

// The plugins read nothing of the core here: an empty one stands in for it.
const core = {} as AppCore;

describe('feature plugins', () => {
  it('share their decoration with the features registered after them', async () => {
    const app = Fastify();
    await app.register(
      featurePlugin('first', {}, async (instance) => {
        instance.decorate('first-service', { answer: 42 });
      }),
      core,
    );
    let seen: unknown;
    await app.register(
      featurePlugin('second', { features: ['first'] }, async (instance) => {
        seen = instance.getDecorator('first-service');
      }),
      core,
    );
    await app.ready();
    expect(seen).toEqual({ answer: 42 });
    await app.close();
  });

  it('refuse to start when a feature they need is missing or registered after them', async () => {
    const app = Fastify();
    await expect(
      app.register(
        featurePlugin('orders', { features: ['cart'] }, async () => undefined),
        core,
      ),
    ).rejects.toThrow(/cart/);
    await app.close();
  });
});
