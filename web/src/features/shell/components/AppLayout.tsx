import { LAYOUT } from '@morphic/contracts';
import { Box } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { HighPriorityBanner } from '../../notifications/components/HighPriorityBanner';
import { ImpersonationBanner } from '../../session/components/ImpersonationBanner';
import { SignInDialogProvider } from '../../session/components/SignInDialogProvider';
import { isChromeHidden, isFullBleed } from '../layout-rules';
import { AppHeader } from './AppHeader';
import { OperatorNotice } from './OperatorNotice';
import { Splash } from './Splash';

/** The page shell: splash, banners, header and the page itself (spec 01 section 2.2). */
export function AppLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const chromeHidden = isChromeHidden(pathname);
  const fullBleed = isFullBleed(pathname);

  return (
    <SignInDialogProvider>
      {pathname === '/' && <Splash />}
      <ImpersonationBanner />
      {!chromeHidden && (
        <>
          <AppHeader />
          <HighPriorityBanner />
          <OperatorNotice />
        </>
      )}
      <Box
        component="main"
        data-layout={fullBleed ? 'full-bleed' : 'contained'}
        maw={fullBleed ? undefined : LAYOUT.maxContentWidthPx}
        mx={fullBleed ? undefined : 'auto'}
        px={fullBleed ? 0 : 'md'}
        py={fullBleed ? 0 : 'xl'}
      >
        <Outlet />
      </Box>
    </SignInDialogProvider>
  );
}
