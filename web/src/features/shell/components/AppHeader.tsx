import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Box, Burger, Button, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useNotifications } from '../../notifications/hooks/useNotifications';
import { UserMenu } from '../../session/components/UserMenu';
import { useSession } from '../../session/hooks/useSession';
import { useSignInDialog } from '../../session/hooks/useSignInDialog';
import { buildNavigation, type Navigation } from '../navigation';
import classes from './AppHeader.module.css';
import { HomeMenu } from './HomeMenu';
import { Logo } from './Logo';
import { NavEntry } from './MainNav';
import { RealtimeIndicator } from './RealtimeIndicator';

// The drawer of the narrow layout loads on the first press of the burger.
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((module) => ({ default: module.MobileNavDrawer })),
);

const EMPTY_NAVIGATION: Navigation = { items: [], notice: null };

export function AppHeader() {
  const session = useSession();
  const { unreadCount } = useNotifications();
  const signIn = useSignInDialog();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
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
            onClick={() => {
              setDrawerUsed(true);
              drawer.toggle();
            }}
            hiddenFrom="md"
            color="white"
            size="sm"
            aria-label="Open navigation"
          />
        </Group>
      </div>

      {drawerUsed && (
        <Suspense>
          <MobileNavDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            navigation={navigation}
            unreadCount={unreadCount}
            signedIn={session.user !== null}
            onSignIn={openSignIn}
          />
        </Suspense>
      )}
    </Box>
  );
}
