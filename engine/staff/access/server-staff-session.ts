import { useSyncExternalStore } from 'react';

/** Where this browser stands with the site server's staff session (admin links). */
export type ServerStaffState =
  | { step: 'checking' }
  | { step: 'signed-out' }
  | { step: 'unreachable' }
  | { step: 'staff'; expiresAt: string };

/** Sent by the data port when the server answers a staff request with 401. */
export const STAFF_SIGNED_OUT_EVENT = 'site:staff-signed-out';

let state: ServerStaffState = { step: 'checking' };
let checking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: ServerStaffState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server whether this browser has a staff session. */
export function checkServerStaffSession(): Promise<void> {
  checking ??= fetch('/api/admin/session', { credentials: 'same-origin' })
    .then(async (response) => {
      if (response.ok) {
        const body = (await response.json()) as { expiresAt?: string };
        set({ step: 'staff', expiresAt: body.expiresAt ?? '' });
      } else if (response.status === 401) set({ step: 'signed-out' });
      else set({ step: 'unreachable' });
    })
    .catch(() => set({ step: 'unreachable' }))
    .finally(() => {
      checking = undefined;
    });
  return checking;
}

/** Ends the session on the server; resolves to false when the server could not be reached. */
export async function signOutOfServer(): Promise<boolean> {
  try {
    const response = await fetch('/api/admin/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
    });
    if (!response.ok && response.status !== 401) return false;
  } catch {
    return false;
  }
  set({ step: 'signed-out' });
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(STAFF_SIGNED_OUT_EVENT, onSignedOut);
    if (state.step === 'checking') void checkServerStaffSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener(STAFF_SIGNED_OUT_EVENT, onSignedOut);
  };
}

function onSignedOut() {
  set({ step: 'signed-out' });
}

const checkingOnServer: ServerStaffState = { step: 'checking' };

/** The site server's staff session; "checking" while prerendering and hydrating. */
export function useServerStaffSession(): ServerStaffState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => checkingOnServer,
  );
}
