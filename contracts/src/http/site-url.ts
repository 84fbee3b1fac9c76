/** Why a text is not a site's base URL. */
export type SiteUrlProblem = 'format' | 'credentials' | 'query';

export type SiteUrl = { readonly url: string } | { readonly problem: SiteUrlProblem };

/**
 * A site's base URL (an http or https origin and an optional path) in one normal form: read as
 * a browser reads it (the host in lower case; a numeric IPv4 host such as `0x7f000001` or
 * `2130706433` as its dotted quad), without a default port or a trailing slash. A user name,
 * password, query or fragment is refused: a base ending in `?x=` would carry every path
 * appended to it into its query.
 */
export function parseSiteUrl(text: string): SiteUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: 'format' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return { problem: 'format' };
  }
  if (url.username !== '' || url.password !== '') return { problem: 'credentials' };
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(text)) return { problem: 'query' };
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
