import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { isDeepStrictEqual } from 'node:util';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

type Settings = Omit<EventData<'JiraAccountAdded'>, 'account_id' | 'company_id' | 'webhook_secret'>;
export type JiraAccountChanges = EventData<'JiraAccountChanged'>['changes'];

/** One Jira account (`jiraaccount-<id>`): its settings while it exists. */
export interface JiraAccountState {
  readonly accountId: string | null;
  readonly companyId: string | null;
  readonly removed: boolean;
  readonly settings: Settings | null;
  readonly calibrating: boolean;
  /** The custom field the running calibration saw change (null: none yet). */
  readonly detectedFieldId: string | null;
  /** Every mission that came to follow one of the account's issues. */
  readonly missionIds: readonly string[];
}

export type JiraAccountCommand =
  | { readonly kind: 'Add'; readonly account: EventData<'JiraAccountAdded'> }
  | { readonly kind: 'Change'; readonly changes: JiraAccountChanges }
  | { readonly kind: 'Remove' }
  | { readonly kind: 'StartCalibration' }
  | {
      readonly kind: 'DetectField';
      readonly fieldId: string;
      readonly fieldName: string | null;
      readonly issueKey: string;
    }
  | { readonly kind: 'StopCalibration' }
  | { readonly kind: 'ListMission'; readonly missionId: string }
  | {
      readonly kind: 'RecordSync';
      readonly outcome: Omit<EventData<'JiraSyncRecorded'>, 'account_id' | 'company_id'>;
    };

type JiraAccountEvent = EventOfType<
  | 'JiraAccountAdded'
  | 'JiraAccountChanged'
  | 'JiraAccountRemoved'
  | 'JiraAccountMissionListed'
  | 'JiraSyncRecorded'
  | 'JiraCalibrationStarted'
  | 'JiraCalibrationFieldDetected'
  | 'JiraCalibrationStopped'
>;

/** The changes that differ from the settings (a sealed token always differs: a fresh IV). */
function differences(settings: Settings, changes: JiraAccountChanges): JiraAccountChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) =>
        value !== undefined && !isDeepStrictEqual(settings[field as keyof Settings], value),
    ),
  ) as JiraAccountChanges;
}

/**
 * A site's tokens are that site's: when the URL moves, each stored token not typed again is
 * dropped, so no request carries it to the new host.
 */
function tokensLeftBehind(settings: Settings, changes: JiraAccountChanges): JiraAccountChanges {
  if (changes.jira_url === undefined) return {};
  return {
    ...(settings.api_token && !changes.api_token ? { api_token: null } : {}),
    ...(settings.upload_token && !changes.upload_token ? { upload_token: null } : {}),
  };
}

export const jiraAccountDecider: Decider<JiraAccountState, JiraAccountCommand, JiraAccountEvent> = {
  initialState: {
    accountId: null,
    companyId: null,
    removed: false,
    settings: null,
    calibrating: false,
    detectedFieldId: null,
    missionIds: [],
  },

  evolve(state: JiraAccountState, event: DomainEvent): JiraAccountState {
    switch (event.type) {
      case 'JiraAccountAdded': {
        const { account_id, company_id, webhook_secret: _secret, ...settings } = event.data;
        return { ...state, accountId: account_id, companyId: company_id, settings };
      }
      case 'JiraAccountChanged':
        return state.settings
          ? { ...state, settings: { ...state.settings, ...event.data.changes } }
          : state;
      case 'JiraAccountRemoved':
        return { ...state, removed: true };
      case 'JiraAccountMissionListed':
        return { ...state, missionIds: [...state.missionIds, event.data.mission_id] };
      case 'JiraCalibrationStarted':
        return { ...state, calibrating: true, detectedFieldId: null };
      case 'JiraCalibrationFieldDetected':
        return { ...state, detectedFieldId: event.data.field_id };
      case 'JiraCalibrationStopped':
        return { ...state, calibrating: false };
      default:
        return state;
    }
  },

  decide(command: JiraAccountCommand, state: JiraAccountState): JiraAccountEvent[] {
    if (command.kind === 'Add') {
      if (state.accountId !== null) {
        throw new DomainRuleViolation('conflict', 'This Jira account already exists');
      }
      return [{ type: 'JiraAccountAdded', data: command.account }];
    }
    const { accountId, companyId, settings } = state;
    if (!accountId || !companyId || !settings || state.removed) {
      throw new DomainRuleViolation('not_found', COMPANY_TEXTS.jira.accountNotFound);
    }
    const ids = { account_id: accountId, company_id: companyId };
    switch (command.kind) {
      case 'StartCalibration':
        return state.calibrating ? [] : [{ type: 'JiraCalibrationStarted', data: ids }];
      case 'DetectField':
        if (!state.calibrating || state.detectedFieldId === command.fieldId) return [];
        return [
          {
            type: 'JiraCalibrationFieldDetected',
            data: {
              ...ids,
              field_id: command.fieldId,
              field_name: command.fieldName,
              issue_key: command.issueKey,
            },
          },
        ];
      case 'ListMission':
        if (state.missionIds.includes(command.missionId)) return [];
        return [
          { type: 'JiraAccountMissionListed', data: { ...ids, mission_id: command.missionId } },
        ];
      case 'StopCalibration':
        if (!state.calibrating) {
          throw new DomainRuleViolation('conflict', COMPANY_TEXTS.jira.calibrationIdle);
        }
        return [
          { type: 'JiraCalibrationStopped', data: { ...ids, field_id: state.detectedFieldId } },
        ];
      default:
        break;
    }
    if (command.kind === 'RecordSync') {
      return [
        {
          type: 'JiraSyncRecorded',
          data: { account_id: accountId, company_id: companyId, ...command.outcome },
        },
      ];
    }
    if (command.kind === 'Remove') {
      return [
        { type: 'JiraAccountRemoved', data: { account_id: accountId, company_id: companyId } },
      ];
    }
    const differing = differences(settings, command.changes);
    const changes = { ...differing, ...tokensLeftBehind(settings, differing) };
    if (Object.keys(changes).length === 0) return [];
    return [
      {
        type: 'JiraAccountChanged',
        data: { account_id: accountId, company_id: companyId, changes },
      },
    ];
  },
};
