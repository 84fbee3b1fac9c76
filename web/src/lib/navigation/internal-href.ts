/** True for a same-app path ("/join", "/system/settings"), false for other origins. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
