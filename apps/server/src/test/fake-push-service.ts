import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/** What the fake push service took in: the verified VAPID claims and the decrypted payload. */
export interface ReceivedPush {
  subscription: string;
  claims: JWTPayload;
  vapidPublicKey: string;
  ttl: number;
  urgency: string | undefined;
  payload: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A P-256 public key, raw (65 bytes, uncompressed, base64url) as VAPID's `k=` sends it, as a JWK for jose. */
function rawP256ToJwk(raw: string) {
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return { kty: 'EC', crv: 'P-256', x: b64url(bytes.subarray(1, 33)), y: b64url(bytes.subarray(33)) };
}

/**
 * A local stand-in for a browser vendor's push service (RFC 8030), over HTTPS with a throwaway certificate. It
 * does what the real one checks — the VAPID JWT's ES256 signature against the `k=` key, its audience and expiry
 * (RFC 8292) — and what the browser does: decrypts the aes128gcm body (RFC 8291) with the subscription's keys.
 * `gone` subscriptions answer 410, as a push service does for an unsubscribed browser.
 */
export async function startFakePushService() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];

  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const browser = browsers.get(id);
        if (!browser || gone.has(id)) return response.writeHead(410).end();
        const match = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
        if (!match) throw new Error('no VAPID authorization');
        const [, jwt, publicKey] = match as unknown as [string, string, string];
        const { payload: claims } = await jwtVerify(jwt, await importJWK(rawP256ToJwk(publicKey), 'ES256'), {
          audience: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
          algorithms: ['ES256'],
        });
        if (!claims.sub || !claims.exp || claims.exp > Date.now() / 1000 + 24 * 3600)
          throw new Error('bad VAPID claims');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: b64url(browser.auth),
          })
          .toString('utf8');
        received.push({
          subscription: id,
          claims,
          vapidPublicKey: publicKey,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          payload,
        });
        response.writeHead(201).end();
      })().catch((error: unknown) => {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(403).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Trusts this service's certificate (and only it). */
    agent: new Agent({ ca: cert }),
    received,
    rejected,
    /** A browser's new subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    /** The browser unsubscribed: its push service answers 410 from now on. */
    unsubscribe(id: string) {
      gone.add(id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
