import { COMPANY_WORK_TEXTS } from '@morphic/contracts';
import { COMPANY_TASK_DEFAULTS, companyTaskFormRules } from './company-task-form';

const filled = { ...COMPANY_TASK_DEFAULTS, title: 'Calibrate', description: 'Dock 4' };

describe('the company task form', () => {
  it('needs a title, a description and a reward, with the spec’s texts', () => {
    expect(companyTaskFormRules.validate(COMPANY_TASK_DEFAULTS)).toMatchObject({
      title: COMPANY_WORK_TEXTS.titleAndDescriptionRequired,
      description: COMPANY_WORK_TEXTS.titleAndDescriptionRequired,
      reward_amount: COMPANY_WORK_TEXTS.rewardAmountInvalid,
    });
    for (const reward_amount of [-1, 1.005, 'ten']) {
      expect(companyTaskFormRules.validate({ ...filled, reward_amount })).toEqual({
        reward_amount: COMPANY_WORK_TEXTS.rewardAmountInvalid,
      });
    }
  });

  it('sends the tags trimmed, empties dropped, and USD unless another asset is typed', () => {
    const values = { ...filled, reward_amount: 12.5, domain_tags: ' robotics, ,python ,' };
    expect(companyTaskFormRules.validate(values)).toEqual({});
    expect(companyTaskFormRules.transformValues(values)).toEqual({
      title: 'Calibrate',
      description: 'Dock 4',
      reward_amount: 12.5,
      reward_asset: 'USD',
      domain_tags: ['robotics', 'python'],
    });
    expect(
      companyTaskFormRules.transformValues({ ...values, reward_asset: ' eur ' }).reward_asset,
    ).toBe('EUR');
  });

  it('shows a problem with one tag under the tags input', () => {
    const values = { ...filled, reward_amount: 1, domain_tags: `ok, ${'x'.repeat(51)}` };
    expect(companyTaskFormRules.validate(values)).toMatchObject({
      domain_tags: COMPANY_WORK_TEXTS.tagTooLong,
    });
  });
});
