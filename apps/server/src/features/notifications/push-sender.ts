import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one encrypted web push message (RFC 8291 aes128gcm, VAPID RFC 8292) to the endpoint the browser gave.
 * 'gone': the push service no longer knows the subscription (404/410), so it is dropped.
 */
export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<'sent' | 'gone'>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh P-256 key pair, as web-push makes it (base64url). */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

const PRIVATE_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/**
 * The endpoint is a URL a browser handed us: never let it point the server at itself or the private network
 * (SSRF). Host names are the push services' (fcm.googleapis.com, updates.push.services.mozilla.com …); literal
 * private addresses and localhost are refused unless the sender is built for a test's local push service.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  const version = isIP(host);
  if (version === 4) return PRIVATE_V4.some((range) => range.test(host));
  if (version === 6)
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe80:/.test(host) || host.startsWith('::ffff:');
  return false;
}

export function createWebPushSender(options: {
  keys: VapidKeys;
  /** The VAPID subject: the site's address or a mailto: the push service can reach us at. */
  subject: string;
  /** Tests: the local fake push service's certificate and loopback address. */
  agent?: Agent;
  allowPrivateHosts?: boolean;
}): PushSender {
  return {
    async send(target, payload, { ttlSeconds, urgency }) {
      const url = new URL(target.endpoint);
      if (url.protocol !== 'https:' || (!options.allowPrivateHosts && isPrivateHost(url.hostname))) return 'gone';
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: options.keys.publicKey,
              privateKey: options.keys.privateKey,
            },
            TTL: ttlSeconds,
            urgency,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
