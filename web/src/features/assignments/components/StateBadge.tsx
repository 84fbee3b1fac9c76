import { ASSIGNMENT_TEXTS, type AssignmentState } from '@morphic/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<AssignmentState, string> = {
  proposed: 'blue',
  accepted: 'blue',
  submitted: 'orange',
  validated: 'teal',
  paid: 'teal',
  failed: 'red',
  released: 'gray',
};

/** An assignment's state as the spec words it ("Ready to Submit", "Being Validated"...). */
export function StateBadge({ state, testId }: { state: AssignmentState; testId?: string }) {
  return (
    <Badge color={COLORS[state]} variant="light" data-testid={testId} data-state={state}>
      {ASSIGNMENT_TEXTS.stateLabels[state]}
    </Badge>
  );
}
