import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import {
  CREATE_TASK_DEFAULTS,
  createTaskRequest,
  validateCreateTaskForm,
} from './create-task-form';

describe('create task form', () => {
  it('starts with the spec defaults', () => {
    expect(CREATE_TASK_DEFAULTS).toMatchObject({
      estimated_hours: '4-8 hours',
      reward_credits: 100,
    });
  });

  it('needs a title and a description, as the server says', () => {
    expect(validateCreateTaskForm(CREATE_TASK_DEFAULTS)).toEqual({
      title: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
      description: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
    });
    expect(
      validateCreateTaskForm({ ...CREATE_TASK_DEFAULTS, title: ' ', description: 'x' }),
    ).toEqual({ title: MARKETPLACE_TEXTS.titleAndDescriptionRequired });
  });

  it('refuses a negative reward and accepts an empty one (the default)', () => {
    const filled = { ...CREATE_TASK_DEFAULTS, title: 't', description: 'd' };
    expect(validateCreateTaskForm({ ...filled, reward_credits: -5 })).toEqual({
      reward_credits: MARKETPLACE_TEXTS.rewardCreditsInvalid,
    });
    expect(validateCreateTaskForm({ ...filled, reward_credits: '' })).toEqual({});
    expect(createTaskRequest({ ...filled, reward_credits: '' }).reward_credits).toBeUndefined();
    expect(createTaskRequest({ ...filled, reward_credits: 250 }).reward_credits).toBe(250);
  });
});
