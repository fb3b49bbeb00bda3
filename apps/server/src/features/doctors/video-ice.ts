import { createHmac } from 'node:crypto';

export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's `static-auth-secret`. */
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

export interface IceServers {
  iceServers: { urls: string[]; username?: string; credential?: string }[];
  expiresAt: Date | null;
}

/**
 * ICE servers for one participant: the STUN URLs as configured, and TURN with a credential in coturn's REST-API
 * convention (`use-auth-secret`): username "<unix expiry>:<user id>", password base64(HMAC-SHA1(secret, username)).
 * coturn recomputes the same HMAC and refuses the credential after the expiry: nothing is stored, and a leaked
 * credential is useless within hours.
 */
export function iceServersFor(config: IceConfig, userId: number, now: Date): IceServers {
  const servers: IceServers['iceServers'] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (!config.turnUrls.length || !config.turnSecret) return { iceServers: servers, expiresAt: null };
  const expiry = Math.floor(now.getTime() / 1000) + config.turnTtlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
  servers.push({ urls: config.turnUrls, username, credential });
  return { iceServers: servers, expiresAt: new Date(expiry * 1000) };
}
