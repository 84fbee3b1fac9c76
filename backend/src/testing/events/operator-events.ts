import type { EventData, EventOfType } from '@morphic/contracts/server';

/** ada's `OperatorRegistered` (`op-ada`, verified email, no optional details) unless overridden. */
export const operatorRegistered = (
  overrides: Partial<EventData<'OperatorRegistered'>> = {},
): EventOfType<'OperatorRegistered'> => ({
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: null,
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: null,
    email_verified: true,
    ...overrides,
  },
});
