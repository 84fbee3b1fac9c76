import { PROFILE_TEXTS, type SessionUser } from '@morphic/contracts';
import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { operatorRecordQuery } from '../../account/queries';
import { RouteError } from '../../session/components/RouteError';
import { useSession } from '../../session/hooks/useSession';
import { profileOperatorId } from '../queries';
import { CharacterReportCard } from './CharacterReportCard';
import { CvCard } from './CvCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileHeader } from './ProfileHeader';

function OperatorProfile({ user, operatorId }: { user: SessionUser; operatorId: string }) {
  const { data: operator } = useSuspenseQuery(operatorRecordQuery(operatorId));
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <ProfileHeader
        user={user}
        record={operator}
        onEdit={editing ? null : () => setEditing(true)}
      />
      {editing ? (
        <ProfileEditForm record={operator} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails record={operator} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CvCard operatorId={operatorId} cv={operator.cv} />
        <CharacterReportCard completed={operator.character_report_completed} />
      </SimpleGrid>
    </Stack>
  );
}

/** The profile while the operator record loads (the route's pending component). */
export function ProfileLoading() {
  return (
    <Stack gap="lg" data-testid="profile-loading">
      <Skeleton height={150} radius="lg" />
      <Skeleton height={180} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** The profile when the operator record could not be loaded (the route's error component). */
export function ProfileFailed(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title={PROFILE_TEXTS.loadFailed}
      detail={PROFILE_TEXTS.loadFailed}
      testId="profile-error"
    />
  );
}

/** /profile: the signed-in user's profile, CV and character report status. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  const operatorId = profileOperatorId(user);
  return (
    <div data-testid="profile-page">
      {operatorId ? (
        <OperatorProfile user={user} operatorId={operatorId} />
      ) : (
        <Stack gap="lg">
          <ProfileHeader user={user} record={null} onEdit={null} />
          <Alert color="violet" variant="light" data-testid="profile-company-rep">
            {PROFILE_TEXTS.companyRepNoProfile}
          </Alert>
        </Stack>
      )}
    </div>
  );
}
