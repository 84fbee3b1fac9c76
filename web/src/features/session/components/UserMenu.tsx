import type { SessionUser } from '@morphic/contracts';
import { deferredModule } from '../../../lib/deferred/deferred-module';
import { useOpenOnIntent } from '../../../lib/deferred/use-open-on-intent';
import { UserMenuTrigger } from './UserMenuTrigger';

// The menu (and the positioning code under it) loads when the user reaches for it.
const userMenuPopup = deferredModule(() => import('./UserMenuPopup'));

/** The avatar in the header: profile, settings, tasks and sign-out, opened on click. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { module, takeFocus, triggerProps } = useOpenOnIntent(userMenuPopup, ['press']);
  if (!module) return <UserMenuTrigger user={user} {...triggerProps} />;
  return <module.UserMenuPopup user={user} takeFocus={takeFocus} />;
}
