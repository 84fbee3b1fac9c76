import { SIGN_UP_TEXTS, strengthMeterView, type PasswordStrengthLevel } from '@morphic/contracts';
import { Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulb } from '@tabler/icons-react';
import type { PasswordStrengthState } from '../hooks/usePasswordStrength';

const LEVEL_COLORS: Record<PasswordStrengthLevel, string> = {
  'very weak': 'red',
  weak: 'orange',
  moderate: 'yellow',
  strong: 'teal',
  'very strong': 'green',
};

const capitalised = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/** The meter itself: bar, level, at most 3 issues and 2 tips (spec 01 section 5). */
export function StrengthMeterDisplay({ state }: { state: PasswordStrengthState }) {
  if (!state.strength) {
    return (
      <Text size="xs" c="dimmed" data-testid="password-strength-hint">
        {SIGN_UP_TEXTS.passwordHint}
      </Text>
    );
  }
  const view = strengthMeterView(state.strength);
  // A password that breaks the rule is never shown green, whatever its points.
  const color = view.isValid || view.percent < 70 ? LEVEL_COLORS[view.level] : 'yellow';
  return (
    <Stack
      gap={6}
      data-testid="password-strength"
      data-level={view.level}
      data-valid={view.isValid}
      data-source={state.source ?? undefined}
      aria-live="polite"
      style={{ opacity: state.checking ? 0.6 : 1, transition: 'opacity 120ms' }}
    >
      <Progress
        value={view.percent}
        color={color}
        size="sm"
        radius="xl"
        aria-label={SIGN_UP_TEXTS.levelLabel}
        data-testid="password-strength-bar"
        data-score={view.percent}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {SIGN_UP_TEXTS.levelLabel}
        </Text>
        <Text size="xs" fw={700} c={color} data-testid="password-strength-level">
          {state.checking ? SIGN_UP_TEXTS.checkingStrength : capitalised(view.level)}
        </Text>
      </Group>
      {view.issues.length > 0 && (
        <List
          size="xs"
          spacing={2}
          icon={<IconAlertTriangle size={12} color="var(--mantine-color-orange-6)" />}
        >
          {view.issues.map((issue) => (
            <List.Item key={issue} data-testid="password-strength-issue">
              {issue}
            </List.Item>
          ))}
        </List>
      )}
      {view.moreIssues && (
        <Text size="xs" c="dimmed" data-testid="password-strength-more">
          {view.moreIssues}
        </Text>
      )}
      {view.tips.length > 0 && (
        <List size="xs" spacing={2} c="dimmed" icon={<IconBulb size={12} />}>
          {view.tips.map((tip) => (
            <List.Item key={tip} data-testid="password-strength-tip">
              {tip}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
