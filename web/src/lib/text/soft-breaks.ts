/** Where a line may break inside a token: the empty places a `split` by this pattern matches. */
export type BreakRule = RegExp;

/** E-mails, hosts and identifiers: before `.` and `@`, after `-`, `_` and `/`. */
export const ADDRESS_BREAKS: BreakRule = /(?=[.@])|(?<=[-_/])/;

/** IP addresses: an IPv4 address stays whole; an IPv6 one may break after its colons. */
export const IP_BREAKS: BreakRule = /(?<=:)/;

/** The text cut where a line may break, so that joined again they give the text back. */
export const softBreakSegments = (text: string, rule: BreakRule = ADDRESS_BREAKS): string[] =>
  text.split(rule);
