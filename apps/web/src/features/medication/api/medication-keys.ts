import { sessionKey } from '../../../lib/session-key.ts';

/** The medicines list's query key, apart from its fetcher: the offline wiring needs the key without zod. */
export const medicationsKey = sessionKey('medications');
