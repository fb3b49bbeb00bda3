import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

/**
 * A real OpenID provider (oidc-provider) on loopback, with its development login and consent pages.
 * `signIn()` plays the person in the browser: follows redirects, logs in as an account, consents.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: TestAccount[];
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // What this provider's interaction policy can do: so clients leave out prompts it would reject.
    discovery: { prompt_values_supported: ['none', 'login', 'consent'] },
    async findAccount(_ctx, sub) {
      const account = options.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    /** From the authorization URL to the redirect back to the app: returns the callback URL with code and state. */
    async signIn(authorizationUrl: string, sub: string): Promise<URL> {
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}) => {
        const res = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...value] = pair!.split('=');
          jar.set(name!.trim(), value.join('='));
        }
        return res;
      };
      let url = authorizationUrl;
      for (let hop = 0; hop < 12; hop++) {
        if (url.startsWith(options.redirectUri)) return new URL(url);
        const res = await send(url);
        if (res.status >= 300 && res.status < 400) {
          url = new URL(res.headers.get('location')!, url).href;
          continue;
        }
        const html = await res.text();
        const uid = /\/interaction\/([\w-]+)/.exec(url)?.[1];
        if (!uid) throw new Error(`unexpected page at ${url}: ${res.status}`);
        const prompt = /name="login"/.test(html) ? 'login' : 'consent';
        const body = new URLSearchParams(prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt });
        const submitted = await send(`${issuer}/interaction/${uid}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        url = new URL(submitted.headers.get('location')!, issuer).href;
      }
      throw new Error('too many redirects');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
