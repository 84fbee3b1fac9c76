import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

type Listener = (token: string | null) => void;

const listeners = new Set<Listener>();
let current: string | null = typeof window === 'undefined' ? null : storage.get(STORAGE_KEYS.token);

function emit(): void {
  for (const listener of listeners) listener(current);
}

/** The bearer token of the signed-in session, or null when signed out. */
export function getToken(): string | null {
  return current;
}

/** Stores (or clears, with null) the session token and tells every subscriber. */
export function setToken(token: string | null): void {
  if (token === current) return;
  current = token;
  if (token === null) storage.remove(STORAGE_KEYS.token);
  else storage.set(STORAGE_KEYS.token, token);
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const next = storage.get(STORAGE_KEYS.token);
    if (next === current) return;
    current = next;
    emit();
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
