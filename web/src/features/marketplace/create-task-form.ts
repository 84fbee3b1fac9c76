import {
  CreateTaskRequestSchema,
  DEFAULT_ESTIMATED_HOURS,
  DEFAULT_REWARD_CREDITS,
  type Difficulty,
} from '@morphic/contracts';
import { schemaForm } from '../../lib/forms/schema-form';

export interface CreateTaskFormValues {
  readonly title: string;
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly estimated_hours: string;
  readonly skills: string;
  /** A number field: '' while empty. */
  readonly reward_credits: number | string;
}

export const CREATE_TASK_DEFAULTS: CreateTaskFormValues = {
  title: '',
  description: '',
  difficulty: 'intermediate',
  estimated_hours: DEFAULT_ESTIMATED_HOURS,
  skills: '',
  reward_credits: DEFAULT_REWARD_CREDITS,
};

/**
 * The server's own rules, field by field, with its texts; on submit, the body as the server
 * reads it (trimmed, an empty reward as the default).
 */
export const createTaskFormRules = schemaForm(CreateTaskRequestSchema);
