import { SetMetadata } from '@nestjs/common';

/** Access levels of spec/endpoints.tsv. */
export type AccessLevel =
  | 'public'
  | 'user'
  | 'operator'
  | 'validator'
  | 'admin'
  | 'company_rep'
  | 'company'
  | 'webhook';

export const ACCESS_KEY = 'morphic:access';

/** Declares who may call an endpoint; the global AccessGuard refuses everyone else. */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
