import { Progress, Stack, Text } from '@mantine/core';

/** An upload under way: its label and an animated bar at `percent` (0 to 100). */
export function UploadProgress({
  label,
  percent,
  testId,
  barTestId,
}: {
  label: string;
  percent: number;
  testId?: string;
  barTestId?: string;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Progress value={percent} animated size="sm" aria-label={label} data-testid={barTestId} />
    </Stack>
  );
}
