import type { APIRequestContext } from '@playwright/test';

let sequence = 0;

/**
 * Registers a new customer through the API, signing `request`'s context in (its cookies are the page's when it
 * is `page.request` or `page.context().request`). Each registration comes from its own address through the
 * trusted proxy hop the e2e server is started with, as real sign-ups do: the per-address registration limit
 * (10 an hour) would otherwise stop the suite, which registers more accounts than that from one machine.
 */
export async function registerCustomer(
  request: APIRequestContext,
  person: { name: string; handle: string; password: string },
) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    name: person.name,
    email: `${person.handle}.${tag}@example.in`,
    username: `${person.handle}_${tag}`,
    password: person.password,
  };
  const response = await request.post('/api/register', {
    data: { ...account, tempUserId: null },
    headers: { 'x-forwarded-for': `10.77.${(sequence >> 8) & 255}.${sequence & 255}` },
  });
  return { account, response };
}
