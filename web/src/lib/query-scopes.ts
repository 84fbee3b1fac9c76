/**
 * The two halves of the query cache. Every key under SESSION_SCOPE belongs to the signed-in
 * session and is dropped when the token changes; PUBLIC_SCOPE data is the same for every
 * visitor. Each feature builds its own keys under one of them, next to its `queryOptions`.
 */
export const SESSION_SCOPE = ['user'] as const;
export const PUBLIC_SCOPE = ['public'] as const;
