import { PROFILE_TEXTS } from '@morphic/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { Principal } from '#infrastructure/auth/principal';

/** Only operator accounts have a profile and a CV; representatives belong to a company. */
export function assertOperator(caller: Principal): void {
  if (caller.type !== 'operator') throw new ForbiddenException(PROFILE_TEXTS.companyRepNoProfile);
}
