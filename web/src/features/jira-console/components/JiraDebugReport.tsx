import { JIRA_CONSOLE_TEXTS, type JiraUploadDebugResponse } from '@morphic/contracts';
import { Alert, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { shownDebugErrors } from '../debug-errors';

const TEXTS = JIRA_CONSOLE_TEXTS.debug;

/**
 * A debug run: its verdict (the errors it found, but the legacy ones) and each step with ok or
 * failed; the steps' details carry the token preview and the client made.
 */
export function JiraDebugReport({ report }: { report: JiraUploadDebugResponse }) {
  const errors = shownDebugErrors(report.errors);
  return (
    <Stack gap="sm" data-testid="jira-debug-report" data-success={report.success}>
      <Alert
        variant="light"
        color={report.success ? 'teal' : 'red'}
        icon={report.success ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        data-testid="jira-debug-message"
      >
        {report.success ? (
          report.message
        ) : errors.length > 1 ? (
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        ) : (
          (errors[0] ?? TEXTS.seeFailedStep)
        )}
      </Alert>
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {report.steps.map((step) => (
          <Group
            key={step.name}
            component="li"
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-testid="jira-debug-step"
            data-ok={step.ok}
          >
            <ThemeIcon size={22} radius="xl" variant="light" color={step.ok ? 'teal' : 'red'}>
              {step.ok ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {step.name}{' '}
                <Text span size="xs" c={step.ok ? 'teal.8' : 'red.7'} fw={700}>
                  {step.ok ? TEXTS.ok : TEXTS.failed}
                </Text>
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {step.detail}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
