import { Badge } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { AppLink } from '../../../lib/navigation/AppLink';
import type { NavItem } from '../navigation';
import classes from './AppHeader.module.css';

export function isActivePath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** One navigation entry; Notifications carries the unread count. */
export function NavEntry({
  item,
  unreadCount,
  className = classes.link,
  onNavigate,
}: {
  item: NavItem;
  unreadCount: number;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <AppLink
      href={item.href}
      className={className}
      data-active={isActivePath(pathname, item.href) || undefined}
      data-testid={`nav-${item.id}`}
      onClick={onNavigate}
    >
      {item.label}
      {item.id === 'notifications' && unreadCount > 0 && (
        <Badge size="sm" circle={unreadCount < 10} color="red" data-testid="notifications-unread">
          {unreadCount > 99 ? '99+' : unreadCount}
        </Badge>
      )}
    </AppLink>
  );
}
