import {
  CompanyTaskRequestSchema,
  DEFAULT_REWARD_ASSET,
  type CompanyTaskInput,
} from '@morphic/contracts';
import type { FormErrors } from '@mantine/form';
import { schemaForm, type SchemaFormRules } from '../../lib/forms/schema-form';

export interface CompanyTaskFormValues {
  readonly title: string;
  readonly description: string;
  /** A number field: '' while empty. */
  readonly reward_amount: number | string;
  readonly reward_asset: string;
  /** Comma separated, as typed. */
  readonly domain_tags: string;
  /** An existing Jira issue to follow; '' for none. */
  readonly jira_key: string;
  /** The company's mission this task is a subtask of; '' for none. */
  readonly parent_id: string;
}

export const COMPANY_TASK_DEFAULTS: CompanyTaskFormValues = {
  title: '',
  description: '',
  reward_amount: '',
  reward_asset: DEFAULT_REWARD_ASSET,
  domain_tags: '',
  jira_key: '',
  parent_id: '',
};

const rules = schemaForm<CompanyTaskInput, CompanyTaskFormValues>(
  CompanyTaskRequestSchema,
  (values) => ({ ...values, domain_tags: values.domain_tags.split(',') }),
);

/** A problem with one of the tags shows under the one tags input. */
function underTagsInput(errors: FormErrors): FormErrors {
  const tagProblem = Object.keys(errors).find((key) => key.startsWith('domain_tags.'));
  if (!tagProblem || errors['domain_tags']) return errors;
  return { ...errors, domain_tags: errors[tagProblem] };
}

/**
 * The server's own rules with its texts (spec 02 section 5): title and description required,
 * a reward of at least 0 in cents, tags trimmed with empties dropped. On submit, the body as the
 * server reads it.
 */
export const companyTaskFormRules: SchemaFormRules<CompanyTaskFormValues, CompanyTaskInput> = {
  ...rules,
  validate: (values) => underTagsInput(rules.validate(values)),
};
