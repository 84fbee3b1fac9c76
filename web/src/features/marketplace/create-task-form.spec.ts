import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { CREATE_TASK_DEFAULTS, createTaskFormRules } from './create-task-form';

const { validate, transformValues } = createTaskFormRules;

describe('create task form', () => {
  it('starts with the spec defaults', () => {
    expect(CREATE_TASK_DEFAULTS).toMatchObject({
      estimated_hours: '4-8 hours',
      reward_credits: 100,
    });
  });

  it('needs a title and a description, as the server says', () => {
    expect(validate(CREATE_TASK_DEFAULTS)).toEqual({
      title: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
      description: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
    });
    expect(validate({ ...CREATE_TASK_DEFAULTS, title: ' ', description: 'x' })).toEqual({
      title: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
    });
  });

  it('refuses a negative reward and takes an empty one as the default', () => {
    const filled = { ...CREATE_TASK_DEFAULTS, title: 't', description: 'd' };
    expect(validate({ ...filled, reward_credits: -5 })).toEqual({
      reward_credits: MARKETPLACE_TEXTS.rewardCreditsInvalid,
    });
    expect(validate({ ...filled, reward_credits: '' })).toEqual({});
    expect(transformValues({ ...filled, reward_credits: '' })).toMatchObject({
      reward_credits: 100,
    });
    expect(transformValues({ ...filled, reward_credits: 250 })).toMatchObject({
      reward_credits: 250,
    });
  });

  it('sends the texts trimmed', () => {
    expect(
      transformValues({ ...CREATE_TASK_DEFAULTS, title: ' Label cats ', description: ' All ' }),
    ).toMatchObject({ title: 'Label cats', description: 'All' });
  });
});
