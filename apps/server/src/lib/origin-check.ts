import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth next to SameSite=Lax cookies and JSON-only bodies: a state-changing request
 * that names an Origin must come from this site. A WebSocket handshake is a GET that carries the session
 * cookie, so it must name this site too (cross-site WebSocket hijacking); browsers always send Origin on it.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const socket = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(request.method) && !socket) return;
    const origin = request.headers.origin;
    if (!origin) return;
    // "null" is what sandboxed frames, data: pages and some redirects send: never this site's own pages.
    if (origin === 'null') throw new AppError('CROSS_SITE_REQUEST');
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    if (host !== request.host) throw new AppError('CROSS_SITE_REQUEST');
  });
}
