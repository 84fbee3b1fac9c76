import { COMPANY_JIRA_TEXTS, COMPANY_WORK_TEXTS } from '@morphic/contracts';
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

  it('sends a Jira issue key upper-cased, none when left blank, and refuses one that is not a key', () => {
    const values = { ...filled, reward_amount: 1 };
    expect(companyTaskFormRules.transformValues(values).jira_key).toBeUndefined();
    expect(companyTaskFormRules.transformValues({ ...values, jira_key: ' nw-12 ' }).jira_key).toBe(
      'NW-12',
    );
    for (const jira_key of ['NW', 'NW-0', '12', 'nw 12']) {
      expect(companyTaskFormRules.validate({ ...values, jira_key })).toEqual({
        jira_key: COMPANY_JIRA_TEXTS.issueKeyFormat,
      });
    }
  });

  it('shows a problem with one tag under the tags input', () => {
    const values = { ...filled, reward_amount: 1, domain_tags: `ok, ${'x'.repeat(51)}` };
    expect(companyTaskFormRules.validate(values)).toMatchObject({
      domain_tags: COMPANY_WORK_TEXTS.tagTooLong,
    });
  });
});
