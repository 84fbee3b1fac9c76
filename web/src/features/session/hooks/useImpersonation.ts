import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { getToken, setToken, useToken } from '../../../lib/token-store';
import { identityApi } from '../../../lib/api/clients';
import { isImpersonationActive } from '../impersonation';
import { clearImpersonationMarkers } from '../session-actions';

function impersonatedName(): string | null {
  const as = storage.get(STORAGE_KEYS.impersonatingAs);
  if (as) return as;
  const raw = storage.get(STORAGE_KEYS.impersonatedOperator);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const field of ['full_name', 'username', 'handle', 'email']) {
        const text = record[field];
        if (typeof text === 'string' && text) return text;
      }
    }
    return null;
  } catch {
    return raw;
  }
}

export interface Impersonation {
  readonly active: boolean;
  /** Who is being impersonated, from the stored markers (null: use the session user). */
  readonly name: string | null;
  readonly stopping: boolean;
  readonly stop: () => Promise<void>;
}

export function useImpersonation(): Impersonation {
  const token = useToken();
  const [stopping, setStopping] = useState(false);
  const active = isImpersonationActive({
    flag: storage.get(STORAGE_KEYS.impersonating),
    token,
    originalToken: storage.get(STORAGE_KEYS.originalToken),
  });

  const stop = useCallback(async () => {
    setStopping(true);
    const current = getToken();
    const original = storage.get(STORAGE_KEYS.originalToken);
    let next: string | null = original;
    try {
      if (current) next = (await identityApi.switchBack({ token: current })).token;
    } catch {
      next = original;
    }
    clearImpersonationMarkers();
    setToken(next);
    window.location.reload();
  }, []);

  return { active, name: active ? impersonatedName() : null, stopping, stop };
}
