/** Indian PIN: six digits, the first 1–9. Without zod: the web's first page checks it (schemas.ts builds on it). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
