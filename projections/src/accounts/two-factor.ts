import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';
import { setFromOwnStream } from './operator-updates';

/** Sign-in now asks this operator for a TOTP code. */
export async function applyTwoFactorEnabled(
  event: ProjectedEvent<'TwoFactorEnabled'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.account_id, event, { two_factor_enabled: true });
}

export async function applyTwoFactorDisabled(
  event: ProjectedEvent<'TwoFactorDisabled'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.account_id, event, { two_factor_enabled: false });
}
