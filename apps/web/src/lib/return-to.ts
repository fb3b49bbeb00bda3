/** The query parameter naming the page to come back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

const MAX_RETURN_TO_LENGTH = 2000;

/**
 * A same-site path to come back to after signing in, or null. Parsed as a URL against this site, so
 * "//evil.example", "/\\evil.example", "/\t/evil.example" or "https://…" can never leave it (no open
 * redirect); /login itself is refused so sign-in never loops.
 */
export function safeReturnTo(value: string | null | undefined, origin = globalThis.location?.origin): string | null {
  if (!value || !origin || value.length > MAX_RETURN_TO_LENGTH || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering the page the visitor is on (unless that is /login already). */
export function loginHref(current: { pathname: string; search?: string; hash?: string }): string {
  const here = `${current.pathname}${current.search ?? ''}${current.hash ?? ''}`;
  const returnTo = safeReturnTo(here, 'http://same.site');
  return returnTo && returnTo !== '/'
    ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`
    : '/login';
}
