import {
  VALIDATION_RULES,
  VALIDATION_TEXTS,
  ValidationDecisionSchema,
  type ValidationDecision,
} from '@morphic/contracts';
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconHelpCircle, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { randomUuid } from '../../../lib/uuid';
import {
  INITIAL_DECISION_VALUES,
  checkDecision,
  type DecisionFormErrors,
  type DecisionFormValues,
} from '../decision-form';
import { decisionFailureText, useCompleteJob } from '../hooks/useValidationCommands';

const DECISION_STYLE: Record<ValidationDecision, { color: string; icon: typeof IconCheck }> = {
  pass: { color: 'teal', icon: IconCheck },
  fail: { color: 'red', icon: IconX },
  needs_review: { color: 'yellow', icon: IconHelpCircle },
};

/** Pass, fail or needs review, a score in percent and the report the operator will read. */
export function DecisionForm({ entryId }: { entryId: string }) {
  const [values, setValues] = useState<DecisionFormValues>(INITIAL_DECISION_VALUES);
  const [errors, setErrors] = useState<DecisionFormErrors>({});
  const complete = useCompleteJob();
  // One key per set of values: sending the same decision again after a lost answer is a retry.
  const key = useRef<{ values: DecisionFormValues; key: string } | null>(null);

  const change = (next: Partial<DecisionFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDecision(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (key.current?.values !== values) key.current = { values, key: randomUuid() };
    complete.mutate({ entryId, body: checked.body, idempotencyKey: key.current.key });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="decision-form">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {VALIDATION_TEXTS.decisionTitle}
        </Text>
        <div>
          <Group gap="xs" role="group" aria-label={VALIDATION_TEXTS.decisionTitle}>
            {ValidationDecisionSchema.options.map((decision) => {
              const { color, icon: Icon } = DECISION_STYLE[decision];
              const selected = values.decision === decision;
              return (
                <Button
                  key={decision}
                  type="button"
                  color={color}
                  variant={selected ? 'filled' : 'default'}
                  leftSection={<Icon size={16} />}
                  aria-pressed={selected}
                  onClick={() => change({ decision })}
                  data-testid={`decision-${decision}`}
                >
                  {VALIDATION_TEXTS.decisionLabels[decision]}
                </Button>
              );
            })}
          </Group>
          {errors.decision && (
            <Text size="xs" c="red" mt={4} data-testid="decision-error">
              {errors.decision}
            </Text>
          )}
        </div>
        <NumberInput
          label={VALIDATION_TEXTS.scoreLabel}
          description={VALIDATION_TEXTS.scoreHint}
          min={0}
          max={100}
          step={0.1}
          decimalScale={1}
          suffix="%"
          clampBehavior="none"
          value={values.scorePercent}
          onChange={(scorePercent) => change({ scorePercent })}
          error={errors.scorePercent}
          maw={220}
          data-testid="decision-score"
        />
        <Textarea
          label={VALIDATION_TEXTS.reportLabel}
          placeholder={VALIDATION_TEXTS.reportPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={VALIDATION_RULES.reportMaxLength}
          value={values.report}
          onChange={(event) => change({ report: event.currentTarget.value })}
          error={errors.report}
          data-testid="decision-report"
        />
        {complete.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="decision-failed"
          >
            {decisionFailureText(complete.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={complete.isPending} data-testid="decision-submit">
            {VALIDATION_TEXTS.submitDecision}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
