import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { isInternalHref } from './internal-href';

export type AppLinkProps = ComponentPropsWithRef<'a'> & { readonly href: string };

/**
 * A plain anchor that navigates inside the app without a reload. It takes any path, so
 * navigation can point at screens that later issues add (they show Not Found until then).
 * Like the router's own links, pointing at it (hover, focus, touch) preloads the page's code
 * and data.
 */
export function AppLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  target,
  ...rest
}: AppLinkProps) {
  const router = useRouter();
  const preload = () => {
    // With `href` given, the router builds the location from it; `to` only satisfies the type.
    if (isInternalHref(href)) router.preloadRoute({ to: '.', href }).catch(() => undefined);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target && target !== '_self') ||
      !isInternalHref(href)
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      target={target}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
      {...rest}
    />
  );
}
