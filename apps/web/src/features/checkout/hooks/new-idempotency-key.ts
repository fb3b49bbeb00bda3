/**
 * One Idempotency-Key per checkout attempt (8–100 of A–Z a–z 0–9 . _ : -). crypto.randomUUID needs a secure
 * context; over plain http on a LAN address the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
