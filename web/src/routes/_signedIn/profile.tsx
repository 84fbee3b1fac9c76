import { MESSAGES } from '@morphic/contracts';
import { createFileRoute } from '@tanstack/react-router';
import {
  ProfileFailed,
  ProfileLoading,
  ProfilePage,
} from '../../features/profile/components/ProfilePage';
import { profilePageQueries } from '../../features/profile/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/profile')({
  // Requires sign-in, else 'Access Denied' (spec 01 section 2).
  staticData: { signedOutView: { title: MESSAGES.accessDeniedTitle, testId: 'access-denied' } },
  loader: ({ context: { queryClient, user } }) =>
    ensureScreenData(queryClient, ...profilePageQueries(user)),
  pendingComponent: ProfileLoading,
  errorComponent: ProfileFailed,
  component: ProfilePage,
});
