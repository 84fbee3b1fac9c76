import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
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
const spec = DeciderSpecification.for(jiraAccountDecider);
const given = (...events: DomainEvent[]) => spec.given(events);

describe('jiraAccountDecider', () => {
  it('adds an account once', () => {
    given().when({ kind: 'Add', account }).then([added]);
    given(added)
      .when({ kind: 'Add', account })
      .thenRefuses('conflict', 'This Jira account already exists');
  });

  it('records only the settings that changed', () => {
    given(added)
      .when({
        kind: 'Change',
        changes: { project_keys: ['NW'], is_primary: true, jira_email: null },
      })
      .then([
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
    const withUpload = spec.given([
      { type: 'JiraAccountAdded', data: { ...account, upload_token: sealed('upload') } },
    ]);
    const changedBy = (changes: Record<string, unknown>) =>
      withUpload.when({ kind: 'Change', changes }).events()[0]?.data;

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
      const bare = spec.given([
        { type: 'JiraAccountAdded', data: { ...account, api_token: null } },
      ]);
      expect(
        bare
          .when({ kind: 'Change', changes: { jira_url: 'https://elsewhere.atlassian.net' } })
          .events()[0]?.data,
      ).toEqual({
        account_id: 'a1',
        company_id: 'c1',
        changes: { jira_url: 'https://elsewhere.atlassian.net' },
      });
    });
  });

  it('appends nothing when nothing changed', () => {
    given(added)
      .when({
        kind: 'Change',
        changes: { project_keys: ['NW'], webhook_enabled: true },
      })
      .then([]);
  });

  it('removes an account once; a removed or unknown account is not found', () => {
    const removed: DomainEvent = {
      type: 'JiraAccountRemoved',
      data: { account_id: 'a1', company_id: 'c1' },
    };
    given(added).when({ kind: 'Remove' }).then([removed]);
    for (const state of [given(added, removed), given()]) {
      state.when({ kind: 'Remove' }).thenRefuses('not_found', COMPANY_TEXTS.jira.accountNotFound);
      state
        .when({ kind: 'Change', changes: { is_active: false } })
        .thenRefuses('not_found', COMPANY_TEXTS.jira.accountNotFound);
      state
        .when({ kind: 'ListMission', missionId: 'm1' })
        .thenRefuses('not_found', COMPANY_TEXTS.jira.accountNotFound);
    }
  });

  it('lists each mission that comes to follow its issues, once', () => {
    const listed: DomainEvent = {
      type: 'JiraAccountMissionListed',
      data: { account_id: 'a1', company_id: 'c1', mission_id: 'm1' },
    };
    given(added).when({ kind: 'ListMission', missionId: 'm1' }).then([listed]);
    given(added, listed).when({ kind: 'ListMission', missionId: 'm1' }).then([]);
    expect(given(added, listed).state.missionIds).toEqual(['m1']);
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
    given(added).when({ kind: 'StartCalibration' }).then([started]);
    given(added, started).when({ kind: 'StartCalibration' }).then([]);
    const detected = given(added, started).when(detect).events();
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
    afterDetection.when(detect).then([]);
    afterDetection
      .when({ kind: 'StopCalibration' })
      .then([{ type: 'JiraCalibrationStopped', data: { ...ids, field_id: 'customfield_10050' } }]);
  });

  it('ignores custom fields edited while not calibrating, and refuses to stop what is not running', () => {
    given(added).when(detect).then([]);
    given(added)
      .when({ kind: 'StopCalibration' })
      .thenRefuses('conflict', COMPANY_TEXTS.jira.calibrationIdle);
  });
});
