import { STREAMS } from '@morphic/contracts/server';
import type { TestLog } from './project';

/** ada's `OperatorRegistered` on her operator stream (`op-ada`), as the account specs start. */
export const adaRegistered = (log: TestLog) =>
  log.event(
    'OperatorRegistered',
    {
      operator_id: 'op-ada',
      username: 'ada',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      password_hash: '$argon2id$v=19$m=65536,t=3,p=4$ada',
      role: 'operator',
      age: null,
      education: null,
      university: null,
      cohort: null,
      email_verified: true,
    },
    { streamId: STREAMS.operator('op-ada') },
  );
