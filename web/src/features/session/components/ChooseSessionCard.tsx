import { SIGN_IN_TEXTS } from '@morphic/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconLock, IconUser } from '@tabler/icons-react';
import { storage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { orderedChoices, type SessionChoice } from '../sign-in-outcome';

const LABELS = {
  operator: {
    button: SIGN_IN_TEXTS.continueAsOperator,
    kind: SIGN_IN_TEXTS.operatorSession,
    icon: IconUser,
    testId: 'choose-operator',
  },
  company_rep: {
    button: SIGN_IN_TEXTS.continueAsCompany,
    kind: SIGN_IN_TEXTS.companySession,
    icon: IconBuilding,
    testId: 'choose-company',
  },
} as const;

/**
 * 'Choose Your Session' when the credentials open more than one account: a blocked company
 * session is shown disabled with its reason. The last role used comes first.
 */
export function ChooseSessionCard({
  choices,
  error,
  onChoose,
  onCancel,
}: {
  choices: readonly SessionChoice[];
  error: string | null;
  onChoose: (choice: SessionChoice) => void;
  onCancel: () => void;
}) {
  const lastRole = storage.get(STORAGE_KEYS.lastRole);
  return (
    <Stack gap="md" data-testid="choose-session">
      <div>
        <Title order={4}>{SIGN_IN_TEXTS.chooseSessionTitle}</Title>
        <Text size="sm" c="dimmed">
          {SIGN_IN_TEXTS.selectHowToContinue}
        </Text>
      </div>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      {orderedChoices(choices, lastRole).map((choice) => {
        const label = LABELS[choice.type];
        const Icon = choice.blockedReason ? IconLock : label.icon;
        return (
          <Paper key={choice.type} withBorder radius="md" p="sm">
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600}>
                {choice.session?.user.full_name?.trim() || choice.session?.user.email || label.kind}
              </Text>
              {choice.type === lastRole && choice.session && (
                <Badge size="xs" variant="light" color="violet">
                  {SIGN_IN_TEXTS.lastUsed}
                </Badge>
              )}
            </Group>
            <Button
              fullWidth
              variant={choice.blockedReason ? 'default' : 'filled'}
              leftSection={<Icon size={16} />}
              disabled={choice.session === null}
              onClick={() => onChoose(choice)}
              data-testid={label.testId}
            >
              {label.button}
            </Button>
            {choice.blockedReason && (
              <Text size="xs" c="orange.8" mt={6} data-testid={`${label.testId}-reason`}>
                {choice.blockedReason}
              </Text>
            )}
          </Paper>
        );
      })}
      <Button variant="subtle" color="gray" onClick={onCancel} data-testid="choose-cancel">
        {SIGN_IN_TEXTS.cancel}
      </Button>
    </Stack>
  );
}
