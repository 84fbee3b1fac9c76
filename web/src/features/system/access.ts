import type { Role } from '@morphic/contracts';

/** /system is for admins and founders (the server enforces the same). */
export const CONSOLE_ROLES: readonly Role[] = ['admin', 'founder'];
