/** The signed-in user's query key, apart from its fetcher: the offline wiring needs the key without zod. */
export const currentUserQueryKey = ['session', 'user'] as const;
