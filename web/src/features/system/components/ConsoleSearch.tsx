import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TYPING_PAUSE_MS } from '../../admin-list/hooks/useAdminList';

/** A tab's search text, and the trimmed text to query once typing pauses. */
export function useConsoleSearch(initial = '') {
  const [text, setText] = useState(initial);
  const [query] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  return { text, setText, query };
}

/** A tab's search box; its placeholder says what it searches. */
export function ConsoleSearch({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ flex: '1 1 260px' }}
      data-testid={testId}
    />
  );
}
