/**
 * Why the server refused to call another server (a Jira site, later an AI provider): our own
 * words, shown where a call's failure is; never anything the other server said.
 */
export const OUTBOUND_TEXTS = {
  refused: {
    scheme: 'only http and https addresses can be reached',
    credentials: 'an address with a user name or password is refused',
    https: 'only https addresses can be reached',
    address: 'its address is not public (loopback, private and link-local addresses are refused)',
    redirect: 'it answered with a redirect, which is not followed',
    too_large: 'its answer was larger than the server reads',
  },
} as const;

export type OutboundRefusal = keyof typeof OUTBOUND_TEXTS.refused;
