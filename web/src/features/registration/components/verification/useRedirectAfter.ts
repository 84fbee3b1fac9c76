import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Once `active`, goes to `href` after `delayMs` (the activated state's short pause). */
export function useRedirectAfter(active: boolean, href: string, delayMs: number): void {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void router.navigate({ href }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, href, delayMs, router]);
}
