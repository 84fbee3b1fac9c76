import { MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../lib/forms/FormError';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab.form;

/** The mission fields the create and the edit form share, by the request's names. */
type SharedField =
  | 'title'
  | 'description'
  | 'difficulty_b'
  | 'discrimination_a'
  | 'complexity_c'
  | 'reward_amount'
  | 'reward_asset';

/**
 * A mission's create or edit form: its failure text, the fields both forms show (title and
 * description, `tags` (each form's own tag and skill inputs), the IRT parameters, the reward with
 * `deadline` beside it when given), the form's own `rest`, then its submit button.
 * Test ids: `<testIdPrefix>-form`, `-error`, `-title`, `-description`, `-reward`, and `submit`'s.
 */
export function MissionForm({
  mutation,
  inputProps,
  creating,
  testIdPrefix,
  tags,
  deadline,
  rest,
  submit,
}: {
  mutation: {
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    error: string | null;
    busy: boolean;
  };
  inputProps: (field: SharedField) => GetInputPropsReturnType;
  /** A new mission: title and description marked required, the title focused. */
  creating: boolean;
  testIdPrefix: string;
  tags: ReactNode;
  deadline?: ReactNode;
  rest: ReactNode;
  submit: { label: string; icon: ReactNode; testId: string };
}) {
  return (
    <form onSubmit={mutation.onSubmit} noValidate data-testid={`${testIdPrefix}-form`}>
      <Stack gap="sm">
        <FormError message={mutation.error} testId={`${testIdPrefix}-error`} />
        <TextInput
          label={TEXTS.title}
          withAsterisk={creating}
          autoFocus={creating}
          {...inputProps('title')}
          data-testid={`${testIdPrefix}-title`}
        />
        <Textarea
          label={TEXTS.description}
          withAsterisk={creating}
          autosize
          minRows={3}
          {...inputProps('description')}
          data-testid={`${testIdPrefix}-description`}
        />
        {tags}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={TEXTS.difficultyB}
            min={0}
            max={1}
            step={0.1}
            decimalScale={2}
            {...inputProps('difficulty_b')}
          />
          <NumberInput
            label={TEXTS.discriminationA}
            min={0}
            step={0.1}
            {...inputProps('discrimination_a')}
          />
          <NumberInput
            label={TEXTS.complexityC}
            min={0}
            step={0.1}
            {...inputProps('complexity_c')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: deadline ? 3 : 2 }}>
          <NumberInput
            label={TEXTS.rewardAmount}
            min={0}
            {...inputProps('reward_amount')}
            data-testid={`${testIdPrefix}-reward`}
          />
          <TextInput label={TEXTS.rewardAsset} {...inputProps('reward_asset')} />
          {deadline}
        </SimpleGrid>
        {rest}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={mutation.busy}
            leftSection={submit.icon}
            data-testid={submit.testId}
          >
            {submit.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
