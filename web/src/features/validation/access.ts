import type { Role } from '@morphic/contracts';

/** Spec 02 section 2: /validations is for founders and validators only. */
export const VALIDATION_ROLES: readonly Role[] = ['founder', 'validator'];
