import { OPERATOR_RECORD_TEXTS, type Education, type ProfileChanges } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface Profile {
  readonly full_name: string | null;
  readonly age: number | null;
  readonly education: Education | null;
  readonly university: string | null;
  readonly bio: string | null;
  readonly avatar_url: string | null;
}

export interface ProfileState {
  readonly registered: boolean;
  readonly profile: Profile;
}

export interface UpdateProfileCommand {
  readonly operatorId: string;
  readonly changes: ProfileChanges;
}

type ProfileEvent = EventOfType<'ProfileUpdated'>;

const PROFILE_FIELDS = [
  'full_name',
  'age',
  'education',
  'university',
  'bio',
  'avatar_url',
] as const;

const EMPTY_PROFILE: Profile = {
  full_name: null,
  age: null,
  education: null,
  university: null,
  bio: null,
  avatar_url: null,
};

/** The profile of an operator account (stream `operator-<id>`). */
export const profileDecider: Decider<ProfileState, UpdateProfileCommand, ProfileEvent> = {
  initialState: { registered: false, profile: EMPTY_PROFILE },

  evolve(state: ProfileState, event: DomainEvent): ProfileState {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          registered: true,
          profile: {
            ...EMPTY_PROFILE,
            full_name: event.data.full_name,
            age: event.data.age,
            education: event.data.education,
            university: event.data.university,
          },
        };
      case 'ProfileUpdated': {
        const profile = { ...state.profile };
        for (const field of PROFILE_FIELDS) {
          const value = event.data[field];
          if (value !== undefined) Object.assign(profile, { [field]: value });
        }
        return { ...state, profile };
      }
      default:
        return state;
    }
  },

  /** Records only the fields that change; nothing when none does. */
  decide(command: UpdateProfileCommand, state: ProfileState): ProfileEvent[] {
    if (!state.registered)
      throw new DomainRuleViolation('not_found', OPERATOR_RECORD_TEXTS.notFound);
    const changed: Omit<EventData<'ProfileUpdated'>, 'operator_id'> = {};
    for (const field of PROFILE_FIELDS) {
      const value = command.changes[field];
      if (value !== undefined && value !== state.profile[field]) {
        Object.assign(changed, { [field]: value });
      }
    }
    if (Object.keys(changed).length === 0) return [];
    return [{ type: 'ProfileUpdated', data: { operator_id: command.operatorId, ...changed } }];
  },
};
