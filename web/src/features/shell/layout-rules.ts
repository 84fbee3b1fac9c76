/** Pages without the logo and navigation (spec 01 section 2.2). */
const CHROMELESS_PREFIXES = ['/join', '/company/login', '/email-verification'] as const;
const CHROMELESS_EXACT = ['/morphic-ide/launch'] as const;

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix);
}

export function isChromeHidden(pathname: string): boolean {
  return (
    CHROMELESS_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix)) ||
    CHROMELESS_EXACT.some((path) => pathname === path || pathname === `${path}/`)
  );
}

/** The marketplace and the chromeless pages use the full width with no padding. */
export function isFullBleed(pathname: string): boolean {
  return (
    pathname === '/marketplace' || pathname.startsWith('/marketplace/') || isChromeHidden(pathname)
  );
}
