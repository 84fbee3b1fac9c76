import { useForm } from '@mantine/form';
import { schemaForm, type FormSchema } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { useAfterMissionChange } from './useMissionCommand';

/** The number inputs of a mission form, which hold '' once emptied. */
interface MissionNumbers {
  difficulty_b: number | string;
  discrimination_a: number | string;
  complexity_c: number | string;
  reward_amount: number | string;
}

const numberOrAbsent = (value: number | string) => (value === '' ? undefined : value);

/**
 * A mission form's values with its emptied number fields left out of the request: a new
 * mission then takes the spec's default, an edited one keeps its value.
 */
export const withEmptiedNumbersLeftOut = <Values extends MissionNumbers>(values: Values) => ({
  ...values,
  difficulty_b: numberOrAbsent(values.difficulty_b),
  discrimination_a: numberOrAbsent(values.discrimination_a),
  complexity_c: numberOrAbsent(values.complexity_c),
  reward_amount: numberOrAbsent(values.reward_amount),
});

/**
 * A mission form (create or edit) checked against the endpoint's schema and sent with `send`;
 * once it succeeded `onSent` runs, the server's message shows and the mission lists refetch.
 */
export function useMissionForm<Values extends MissionNumbers, Body>({
  initialValues,
  schema,
  toInput,
  send,
  fallback,
  onSent,
}: {
  initialValues: Values;
  schema: FormSchema<Body>;
  toInput: (values: Values) => unknown;
  send: (body: Body) => Promise<{ message: string }>;
  fallback: string;
  onSent: () => void;
}) {
  const form = useForm<Values, Body>({
    mode: 'controlled',
    initialValues,
    ...schemaForm(schema, toInput),
  });
  const afterChange = useAfterMissionChange();
  const mutation = useFormMutation(form, {
    mutationFn: send,
    fallback,
    onSuccess: async ({ message }) => {
      onSent();
      await afterChange(message);
    },
  });
  return { form, mutation };
}
