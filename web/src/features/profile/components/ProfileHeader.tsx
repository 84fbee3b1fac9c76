import { PROFILE_TEXTS, type OperatorRecord, type SessionUser } from '@morphic/contracts';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCoin, IconMail, IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { formatDate } from '../../account/format';
import { avatarInitials, displayName } from '../../session/user-display';

interface ProfileHeaderProps {
  readonly user: SessionUser;
  readonly record: OperatorRecord | null;
  readonly onEdit: (() => void) | null;
}

/** Who the user is: avatar, names, email, credits, cohort and since when. */
export function ProfileHeader({ user, record, onEdit }: ProfileHeaderProps) {
  const source = record ?? user;
  const name = displayName(source);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-header">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group gap="lg" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <Avatar
            src={source.avatar_url}
            alt={name}
            size={84}
            radius={84}
            color="violet"
            variant="filled"
            data-testid="profile-avatar"
          >
            {avatarInitials(source)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.15} data-testid="profile-display-name">
              {name}
            </Title>
            <Text c="dimmed" data-testid="profile-username">
              @{user.username}
            </Text>
            <Group gap={6} c="dimmed" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMail size={14} style={{ flexShrink: 0 }} />
              <Text size="sm" truncate data-testid="profile-email">
                {user.email}
              </Text>
            </Group>
          </Stack>
        </Group>
        {onEdit && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            data-testid="profile-edit"
          >
            {PROFILE_TEXTS.edit}
          </Button>
        )}
      </Group>
      <Group gap="xs" mt="md">
        <Badge
          variant="light"
          color="yellow"
          size="lg"
          tt="none"
          leftSection={<IconCoin size={14} />}
          data-testid="profile-credits"
        >
          {user.credits ?? 0} {PROFILE_TEXTS.fields.credits.toLowerCase()}
        </Badge>
        {user.cohort && (
          <Badge
            variant="light"
            color="violet"
            size="lg"
            tt="none"
            leftSection={<IconUsersGroup size={14} />}
          >
            {user.cohort}
          </Badge>
        )}
        <Badge
          variant="light"
          color="gray"
          size="lg"
          tt="none"
          leftSection={<IconCalendar size={14} />}
          data-testid="profile-created"
        >
          {PROFILE_TEXTS.fields.memberSince} {formatDate(user.created_at)}
        </Badge>
      </Group>
    </Card>
  );
}
