import { SHELL_TEXTS } from '@morphic/contracts';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconHome, IconRocket } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from './AppHeader.module.css';

export const HOME_LINKS = [
  { label: SHELL_TEXTS.homeMenu.landing, href: '/', icon: IconHome },
  { label: SHELL_TEXTS.homeMenu.manifesto, href: '/manifesto', icon: IconBook2 },
  { label: SHELL_TEXTS.homeMenu.missions, href: '/missions', icon: IconRocket },
] as const;

export function HomeMenu() {
  return (
    <Menu trigger="click-hover" position="bottom-start" width={200} shadow="lg" radius="md">
      <Menu.Target>
        <UnstyledButton className={classes.link} data-testid="home-menu">
          {SHELL_TEXTS.home}
          <IconChevronDown size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {HOME_LINKS.map(({ label, href, icon: Icon }) => (
          <Menu.Item key={href} component={AppLink} href={href} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
