import { CompanyStatusSchema, type CompanyStatus } from '@morphic/contracts';
import { Select } from '@mantine/core';
import { STATUS_OPTIONS } from '../filter-options';

const isStatus = (value: string | null): value is CompanyStatus =>
  CompanyStatusSchema.safeParse(value).success;

/**
 * A company's or representative's status (they take the same three), set at once: it shows the
 * status asked for while the change is on its way, and the saved one again if it fails.
 */
export function StatusSelect({
  status,
  pending,
  onChange,
  label,
  testId,
}: {
  status: CompanyStatus;
  /** The status being saved, if any. */
  pending: CompanyStatus | undefined;
  onChange: (status: CompanyStatus) => void;
  label: string;
  testId: string;
}) {
  return (
    <Select
      size="xs"
      // Wide enough for the longest status, "Pending verification", whole.
      w={176}
      aria-label={label}
      data={STATUS_OPTIONS}
      value={pending ?? status}
      allowDeselect={false}
      disabled={pending !== undefined}
      onChange={(value) => {
        if (isStatus(value) && value !== status) onChange(value);
      }}
      data-testid={testId}
    />
  );
}
