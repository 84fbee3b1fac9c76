import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { AppLink } from '../../../lib/navigation/AppLink';
import type { Navigation } from '../navigation';
import { HOME_LINKS } from './HomeMenuTrigger';
import { NavEntry } from './MainNav';
import drawerClasses from './MobileNav.module.css';

/** The navigation of the narrow layout, behind the header's burger. */
export function MobileNavDrawer({
  opened,
  onClose,
  navigation,
  unreadCount,
  signedIn,
  onSignIn,
}: {
  opened: boolean;
  onClose: () => void;
  navigation: Navigation;
  unreadCount: number;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={SHELL_TEXTS.productName}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
          {SHELL_TEXTS.home}
        </Text>
        {HOME_LINKS.map(({ label, href }) => (
          <AppLink key={href} href={href} className={drawerClasses.link} onClick={onClose}>
            {label}
          </AppLink>
        ))}
        {navigation.items.length > 0 && <Divider my="sm" />}
        {navigation.items.map((item) => (
          <NavEntry
            key={item.id}
            item={item}
            unreadCount={unreadCount}
            className={drawerClasses.link}
            onNavigate={onClose}
          />
        ))}
        {navigation.notice && (
          <Text c="orange" size="sm" fw={600} px="sm" py="xs">
            {navigation.notice}
          </Text>
        )}
        {!signedIn && (
          <>
            <Divider my="sm" />
            <Button onClick={onSignIn}>{SHELL_TEXTS.signIn}</Button>
            <Button component={AppLink} href="/join" variant="light" onClick={onClose}>
              {MESSAGES.joinGenesisCohort}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
