import { SHELL_TEXTS } from '@morphic/contracts';
import { UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconHome, IconRocket } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './AppHeader.module.css';

/** The public pages the home menu and the mobile drawer link to. */
export const HOME_LINKS = [
  { label: SHELL_TEXTS.homeMenu.landing, href: '/', icon: IconHome },
  { label: SHELL_TEXTS.homeMenu.manifesto, href: '/manifesto', icon: IconBook2 },
  { label: SHELL_TEXTS.homeMenu.missions, href: '/missions', icon: IconRocket },
] as const;

/** "Home" in the header, before its menu has loaded and as the open menu's target. */
export function HomeMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.link} data-testid="home-menu" {...props}>
      {SHELL_TEXTS.home}
      <IconChevronDown size={14} />
    </UnstyledButton>
  );
}
