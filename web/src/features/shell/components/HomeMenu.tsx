import { SHELL_TEXTS } from '@morphic/contracts';
import { UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconHome, IconRocket } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { deferredModule } from '../../../lib/deferred/deferred-module';
import { useOpenOnIntent } from '../../../lib/deferred/use-open-on-intent';
import classes from './AppHeader.module.css';

export const HOME_LINKS = [
  { label: SHELL_TEXTS.homeMenu.landing, href: '/', icon: IconHome },
  { label: SHELL_TEXTS.homeMenu.manifesto, href: '/manifesto', icon: IconBook2 },
  { label: SHELL_TEXTS.homeMenu.missions, href: '/missions', icon: IconRocket },
] as const;

// The menu (and the positioning code under it) loads when the visitor reaches for it.
const homeMenuPopup = deferredModule(() => import('./HomeMenuPopup'));

export function HomeMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.link} data-testid="home-menu" {...props}>
      {SHELL_TEXTS.home}
      <IconChevronDown size={14} />
    </UnstyledButton>
  );
}

/** "Home" in the header: a menu of the public pages, opened on hover or click. */
export function HomeMenu() {
  const { module, takeFocus, triggerProps } = useOpenOnIntent(homeMenuPopup, ['hover', 'press']);
  if (!module) return <HomeMenuTrigger {...triggerProps} />;
  return <module.HomeMenuPopup takeFocus={takeFocus} />;
}
