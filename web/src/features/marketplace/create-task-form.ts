import {
  CreateTaskRequestSchema,
  DEFAULT_ESTIMATED_HOURS,
  DEFAULT_REWARD_CREDITS,
  type CreateTaskRequest,
  type Difficulty,
} from '@morphic/contracts';
import { schemaValidator } from '../../lib/form-validation';

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

/** The server's own rules, field by field, with its texts. */
export const validateCreateTaskForm =
  schemaValidator<CreateTaskFormValues>(CreateTaskRequestSchema);

/** The body sent: the form as typed (the server trims and fills the defaults). */
export function createTaskRequest(values: CreateTaskFormValues): CreateTaskRequest {
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    estimated_hours: values.estimated_hours,
    skills: values.skills,
    reward_credits: values.reward_credits === '' ? undefined : Number(values.reward_credits),
  };
}
