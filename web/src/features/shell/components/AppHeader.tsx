import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Box, Burger, Button, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useNotifications } from '../../notifications/hooks/useNotifications';
import { UserMenu } from '../../session/components/UserMenu';
import { useSession } from '../../session/hooks/useSession';
import { useSignInDialog } from '../../session/hooks/useSignInDialog';
import { buildNavigation, type Navigation } from '../navigation';
import classes from './AppHeader.module.css';
import { HOME_LINKS, HomeMenu } from './HomeMenu';
import { Logo } from './Logo';
import { NavEntry } from './MainNav';
import { RealtimeIndicator } from './RealtimeIndicator';
import drawerClasses from './MobileNav.module.css';

const EMPTY_NAVIGATION: Navigation = { items: [], notice: null };

export function AppHeader() {
  const session = useSession();
  const { unreadCount } = useNotifications();
  const signIn = useSignInDialog();
  const [drawerOpened, drawer] = useDisclosure(false);
  const navigation = session.user ? buildNavigation(session.user) : EMPTY_NAVIGATION;

  const openSignIn = () => {
    drawer.close();
    signIn.open();
  };

  return (
    <Box component="header" className={classes.header} data-testid="app-header">
      <div className={classes.inner}>
        <Group gap="lg" wrap="nowrap">
          <Logo />
          <Group gap={4} wrap="nowrap" visibleFrom="md" component="nav" aria-label="Main">
            <HomeMenu />
            {navigation.items.map((item) => (
              <NavEntry key={item.id} item={item} unreadCount={unreadCount} />
            ))}
          </Group>
        </Group>

        <Group gap="sm" wrap="nowrap">
          {navigation.notice && (
            <Text className={classes.notice} visibleFrom="sm" data-testid="company-pending-notice">
              {navigation.notice}
            </Text>
          )}
          <RealtimeIndicator />
          {session.status === 'loading' && (
            <Group gap={6} wrap="nowrap" aria-live="polite">
              <Loader size="xs" color="gray.4" />
              <Text size="xs" c="gray.4" visibleFrom="sm">
                {SHELL_TEXTS.loading}
              </Text>
            </Group>
          )}
          {session.user && <UserMenu user={session.user} />}
          {(session.status === 'anonymous' || session.status === 'error') && (
            <>
              <Box visibleFrom="sm">
                <AppLink href="/join" className={classes.joinLink} data-testid="header-join">
                  {MESSAGES.joinGenesisCohort}
                </AppLink>
              </Box>
              <Button
                size="sm"
                radius="xl"
                variant="white"
                color="dark"
                onClick={signIn.open}
                data-testid="header-sign-in"
              >
                {SHELL_TEXTS.signIn}
              </Button>
            </>
          )}
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            color="white"
            size="sm"
            aria-label="Open navigation"
          />
        </Group>
      </div>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size={300}
        title={SHELL_TEXTS.productName}
      >
        <Stack gap={4} component="nav" aria-label="Mobile">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            {SHELL_TEXTS.home}
          </Text>
          {HOME_LINKS.map(({ label, href }) => (
            <AppLink key={href} href={href} className={drawerClasses.link} onClick={drawer.close}>
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
              onNavigate={drawer.close}
            />
          ))}
          {navigation.notice && (
            <Text c="orange.7" size="sm" fw={600} px="sm" py="xs">
              {navigation.notice}
            </Text>
          )}
          {!session.user && (
            <>
              <Divider my="sm" />
              <Button onClick={openSignIn}>{SHELL_TEXTS.signIn}</Button>
              <Button component={AppLink} href="/join" variant="light" onClick={drawer.close}>
                {MESSAGES.joinGenesisCohort}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
