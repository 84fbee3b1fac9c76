import { deferredModule } from '../../../lib/deferred/deferred-module';
import { useOpenOnIntent } from '../../../lib/deferred/use-open-on-intent';
import { HomeMenuTrigger } from './HomeMenuTrigger';

// The menu (and the positioning code under it) loads when the visitor reaches for it.
const homeMenuPopup = deferredModule(() => import('./HomeMenuPopup'));

/** "Home" in the header: a menu of the public pages, opened on hover or click. */
export function HomeMenu() {
  const { module, takeFocus, triggerProps } = useOpenOnIntent(homeMenuPopup, ['hover', 'press']);
  if (!module) return <HomeMenuTrigger {...triggerProps} />;
  return <module.HomeMenuPopup takeFocus={takeFocus} />;
}
