import { Select, TextInput } from '@mantine/core';

/** A free-text filter of a log (an id, a username, an address). */
export function TextFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', xs: 180 }}
      data-testid={testId}
    />
  );
}

/** How many rows a log shows, out of the spec's options. */
export function LimitFilter({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <Select
      label={label}
      value={String(value)}
      onChange={(chosen) => chosen && onChange(Number(chosen))}
      data={options.map(String)}
      allowDeselect={false}
      w={{ base: '100%', xs: 110 }}
      data-testid={testId}
    />
  );
}
