import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

export interface SearchOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A select whose options the server searches as the admin types (the lists are paged, so the
 * browser cannot filter them itself). The chosen option stays listed while another search runs.
 */
export function RemoteSearchSelect({
  label,
  placeholder,
  nothingFound,
  failed,
  search,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  placeholder: string;
  nothingFound: string;
  /** Shown when the search fails. */
  failed: string;
  /** The query of one search text: its key and the options it finds. */
  search: (text: string) => {
    queryKey: QueryKey;
    queryFn: (context: { signal: AbortSignal }) => Promise<readonly SearchOption[]>;
  };
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  // While the box shows the chosen option's label, the search is for everything.
  const query = debounced === chosen?.label ? '' : debounced;
  const found = useQuery({ ...search(query), placeholderData: (previous) => previous });
  const options = [...(found.data ?? [])];
  if (chosen && chosen.value === value && !options.some((o) => o.value === chosen.value)) {
    options.unshift(chosen);
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      withAsterisk
      searchable
      clearable
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      filter={({ options: all }) => all}
      searchValue={text}
      onSearchChange={setText}
      value={value || null}
      onChange={(next) => {
        setChosen(options.find((option) => option.value === next) ?? null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={found.isError ? failed : found.isFetching ? undefined : nothingFound}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
