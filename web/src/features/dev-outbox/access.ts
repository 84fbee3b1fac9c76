import { SIGN_UP_TEXTS, type Role } from '@morphic/contracts';

/** The mails hold sign-up codes and reset links: admins and founders only. */
export const OUTBOX_READERS: readonly Role[] = ['admin', 'founder'];

export const OUTBOX_TEXTS = SIGN_UP_TEXTS.outbox;
