import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { canonicalPath, registerRouteRoleGuard } from './route-roles.ts';

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.decorateRequest('user', null);
  registerRouteRoleGuard(app);
  register(app);
  await app.ready();
  return app;
}

describe('route roles', () => {
  it('refuses to start when a staff route declares no roles', async () => {
    await expect(appWith((app) => app.get('/api/pharmacy/queue', async () => 'open'))).rejects.toThrow(
      /must declare config.roles/,
    );
  });

  it('refuses a route that admits a role its area does not', async () => {
    await expect(
      appWith((app) => app.get('/api/admin/users', { config: { roles: ['customer'] } }, async () => 'open')),
    ).rejects.toThrow(/outside the admin area/);
  });

  it('checks the matched route, not the raw URL', async () => {
    const app = await appWith((app) => app.get('/api/admin/users', { config: { roles: ['admin'] } }, async () => 'ok'));
    for (const url of ['/api/admin/users', '/api/%61dmin/users', '/api/admin/%75sers']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
    }
    await app.close();
  });

  it('canonicalises odd spellings of a path', () => {
    expect(canonicalPath('/api/%2561dmin//Users/?q=1')).toBe('/api/admin/users');
    expect(canonicalPath('/api/%E0%A4%')).toBe('/api/%e0%a4%');
  });
});
