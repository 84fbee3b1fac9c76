import { Text } from '@mantine/core';
import { timestampParts } from './format-timestamp';

/** A log row's time: the date over the time, small, so the column stays narrow. */
export function LogTime({ iso }: { iso: string }) {
  const { date, time } = timestampParts(iso);
  return (
    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
      {date}
      <br />
      <Text span size="xs" c="dimmed">
        {time}
      </Text>
    </Text>
  );
}
