import { Select } from '@mantine/core';
import { ANY } from '../filter-options';

/** One of a tab's filters; "any" when nothing is chosen. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(chosen) => onChange(chosen ?? ANY)}
      data={options}
      allowDeselect={false}
      searchable={options.length > 8}
      w={{ base: '100%', xs: 170 }}
      data-testid={testId}
    />
  );
}
