import { useForm } from '@mantine/form';
import { schemaForm, type FormSchema } from './schema-form';

export interface CodeValues {
  code: string;
}

/**
 * A form of one 6-digit code, checked by the contracts schema of the endpoint it is sent to
 * (so the message is that endpoint's).
 */
export function useCodeForm(schema: FormSchema<CodeValues>) {
  return useForm({ mode: 'controlled', initialValues: { code: '' }, ...schemaForm(schema) });
}
