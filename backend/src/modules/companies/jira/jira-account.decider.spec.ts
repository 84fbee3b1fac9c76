import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { jiraAccountDecider } from './jira-account.decider';

const sealed = (tag: string) => ({ sealed: `v1.${tag}`, bytes: 24 });

const account: EventData<'JiraAccountAdded'> = {
  account_id: 'a1',
  company_id: 'c1',
  account_name: 'Northwind Cloud',
  account_description: null,
  jira_url: 'https://northwind.atlassian.net',
  jira_email: 'sync@northwind.example',
  api_token: sealed('api'),
  upload_enabled: false,
  upload_username: null,
  upload_token: null,
  project_keys: ['NW'],
  webhook_enabled: true,
  is_primary: false,
  is_active: true,
  webhook_secret: sealed('hook'),
};
const added: DomainEvent = { type: 'JiraAccountAdded', data: account };
const given = (...events: DomainEvent[]) => fold(jiraAccountDecider, events);

describe('jiraAccountDecider', () => {
  it('adds an account once', () => {
    expect(jiraAccountDecider.decide({ kind: 'Add', account }, given())).toEqual([added]);
    expect(() => jiraAccountDecider.decide({ kind: 'Add', account }, given(added))).toThrow(
      DomainRuleViolation,
    );
  });

  it('records only the settings that changed', () => {
    expect(
      jiraAccountDecider.decide(
        { kind: 'Change', changes: { project_keys: ['NW'], is_primary: true, jira_email: null } },
        given(added),
      ),
    ).toEqual([
      {
        type: 'JiraAccountChanged',
        data: {
          account_id: 'a1',
          company_id: 'c1',
          changes: { is_primary: true, jira_email: null },
        },
      },
    ]);
  });

  describe('a new URL', () => {
    const withUpload = fold(jiraAccountDecider, [
      { type: 'JiraAccountAdded', data: { ...account, upload_token: sealed('upload') } },
    ]);
    const changedBy = (changes: Record<string, unknown>) =>
      jiraAccountDecider.decide({ kind: 'Change', changes }, withUpload)[0]?.data;

    it('drops the stored tokens not typed again', () => {
      expect(changedBy({ jira_url: 'https://elsewhere.atlassian.net' })).toMatchObject({
        changes: {
          jira_url: 'https://elsewhere.atlassian.net',
          api_token: null,
          upload_token: null,
        },
      });
    });

    it('keeps a token typed with it', () => {
      const changes = { jira_url: 'https://elsewhere.atlassian.net', api_token: sealed('new') };
      expect(changedBy(changes)).toMatchObject({
        changes: { ...changes, upload_token: null },
      });
    });

    it('drops nothing when the URL stays', () => {
      expect(
        changedBy({ jira_url: account.jira_url, jira_email: 'other@northwind.example' }),
      ).toEqual({
        account_id: 'a1',
        company_id: 'c1',
        changes: { jira_email: 'other@northwind.example' },
      });
    });

    it('has no token to drop when none is stored', () => {
      const bare = fold(jiraAccountDecider, [
        { type: 'JiraAccountAdded', data: { ...account, api_token: null } },
      ]);
      expect(
        jiraAccountDecider.decide(
          { kind: 'Change', changes: { jira_url: 'https://elsewhere.atlassian.net' } },
          bare,
        )[0]?.data,
      ).toEqual({
        account_id: 'a1',
        company_id: 'c1',
        changes: { jira_url: 'https://elsewhere.atlassian.net' },
      });
    });
  });

  it('appends nothing when nothing changed', () => {
    expect(
      jiraAccountDecider.decide(
        { kind: 'Change', changes: { project_keys: ['NW'], webhook_enabled: true } },
        given(added),
      ),
    ).toEqual([]);
  });

  it('removes an account once; a removed or unknown account is not found', () => {
    const removed: DomainEvent = {
      type: 'JiraAccountRemoved',
      data: { account_id: 'a1', company_id: 'c1' },
    };
    expect(jiraAccountDecider.decide({ kind: 'Remove' }, given(added))).toEqual([removed]);
    for (const state of [given(added, removed), given()]) {
      expect(() => jiraAccountDecider.decide({ kind: 'Remove' }, state)).toThrow(
        'Jira account not found',
      );
      expect(() =>
        jiraAccountDecider.decide({ kind: 'Change', changes: { is_active: false } }, state),
      ).toThrow('Jira account not found');
    }
  });
});

describe('jiraAccountDecider: calibration', () => {
  const ids = { account_id: 'a1', company_id: 'c1' };
  const started: DomainEvent = { type: 'JiraCalibrationStarted', data: ids };
  const detect = {
    kind: 'DetectField',
    fieldId: 'customfield_10050',
    fieldName: 'Story price',
    issueKey: 'NW-2',
  } as const;

  it('starts once, notes the custom field edited while running, and stops with it', () => {
    expect(jiraAccountDecider.decide({ kind: 'StartCalibration' }, given(added))).toEqual([
      started,
    ]);
    expect(jiraAccountDecider.decide({ kind: 'StartCalibration' }, given(added, started))).toEqual(
      [],
    );
    const detected = jiraAccountDecider.decide(detect, given(added, started));
    expect(detected).toEqual([
      {
        type: 'JiraCalibrationFieldDetected',
        data: {
          ...ids,
          field_id: 'customfield_10050',
          field_name: 'Story price',
          issue_key: 'NW-2',
        },
      },
    ]);
    const afterDetection = given(added, started, ...detected);
    expect(jiraAccountDecider.decide(detect, afterDetection)).toEqual([]);
    expect(jiraAccountDecider.decide({ kind: 'StopCalibration' }, afterDetection)).toEqual([
      { type: 'JiraCalibrationStopped', data: { ...ids, field_id: 'customfield_10050' } },
    ]);
  });

  it('ignores custom fields edited while not calibrating, and refuses to stop what is not running', () => {
    expect(jiraAccountDecider.decide(detect, given(added))).toEqual([]);
    expect(() => jiraAccountDecider.decide({ kind: 'StopCalibration' }, given(added))).toThrow(
      'Calibration is not running',
    );
  });
});
