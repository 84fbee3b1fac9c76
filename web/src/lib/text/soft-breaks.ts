/** Where a line may break inside a token: before which characters, and after which. */
export interface BreakRule {
  readonly before: string;
  readonly after: string;
}

/** E-mails, hosts and identifiers: `name|.surname|@host-|name|.example`, `admin_|update_|role`. */
export const ADDRESS_BREAKS: BreakRule = { before: '.@', after: '-_/' };

/** IP addresses: an IPv4 address stays whole; an IPv6 one may break after its colons. */
export const IP_BREAKS: BreakRule = { before: '', after: ':' };

/** The text cut where a line may break, so that joined again they give the text back. */
export function softBreakSegments(text: string, rule: BreakRule = ADDRESS_BREAKS): string[] {
  const segments: string[] = [];
  let current = '';
  for (const character of text) {
    if (rule.before.includes(character) && current) {
      segments.push(current);
      current = '';
    }
    current += character;
    if (rule.after.includes(character)) {
      segments.push(current);
      current = '';
    }
  }
  if (current) segments.push(current);
  return segments;
}
