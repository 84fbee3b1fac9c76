/** True for a same-app path ("/join", "/system?tab=settings"), false for other origins. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
