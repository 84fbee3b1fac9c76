import { CHARACTER_REPORT_TEXTS } from '@morphic/contracts';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRoute, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useOperatorRecord } from '../../account/hooks/useOperatorRecord';
import { useSession } from '../../session/hooks/useSession';
import { emptyWizardValues, wizardValuesFromReport, type WizardValues } from '../wizard-model';
import { CharacterReportWizard } from './CharacterReportWizard';

const T = CHARACTER_REPORT_TEXTS;

interface Start {
  readonly values: WizardValues;
  readonly updating: boolean;
  readonly loadFailed: boolean;
}

/**
 * The answers the wizard starts from: the report on file for a signed-in operator, else empty.
 * Decided once, so signing in halfway keeps what was typed.
 */
function useWizardStart(): Start | null {
  const session = useSession();
  const operatorId = session.user?.operator_id ?? null;
  const record = useOperatorRecord(operatorId);
  const [start, setStart] = useState<Start | null>(null);

  useEffect(() => {
    if (start) return;
    const noRecord =
      session.status === 'anonymous' ||
      session.status === 'error' ||
      (session.status === 'authenticated' && !operatorId);
    if (noRecord) {
      setStart({ values: emptyWizardValues(), updating: false, loadFailed: false });
    } else if (record.isSuccess) {
      const report = record.data.character_report_data;
      setStart({
        values: report ? wizardValuesFromReport(report) : emptyWizardValues(),
        updating: report !== null,
        loadFailed: false,
      });
    } else if (record.isError) {
      setStart({ values: emptyWizardValues(), updating: false, loadFailed: true });
    }
  }, [start, session.status, operatorId, record.isSuccess, record.isError, record.data]);

  return start;
}

/** /character-report: the five-step skills questionnaire (spec 01 sections 2.12 and 5). */
export function CharacterReportPage() {
  const start = useWizardStart();
  return (
    <Stack gap="lg" data-testid="character-report-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {T.title}
          </Title>
          <Text c="dimmed" mt={4} maw={560}>
            {T.subtitle}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={AppLink}
            href="/profile"
            variant="subtle"
            leftSection={<IconUser size={16} />}
            data-testid="cr-link-profile"
          >
            {T.links.profile}
          </Button>
          <Button
            component={AppLink}
            href="/onboarding"
            variant="subtle"
            leftSection={<IconRoute size={16} />}
            data-testid="cr-link-onboarding"
          >
            {T.links.onboarding}
          </Button>
        </Group>
      </Group>

      {!start ? (
        <Stack gap="md" data-testid="cr-loading">
          <Skeleton height={40} radius="md" />
          <Skeleton height={320} radius="lg" />
        </Stack>
      ) : (
        <>
          {start.updating && (
            <Alert
              color="violet"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              data-testid="cr-updating"
            >
              {T.updating}
            </Alert>
          )}
          {start.loadFailed && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              data-testid="cr-load-failed"
            >
              {T.loadFailed}
            </Alert>
          )}
          <CharacterReportWizard initial={start.values} updating={start.updating} />
        </>
      )}
    </Stack>
  );
}
