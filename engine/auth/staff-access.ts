import { useSyncExternalStore } from 'react';
import { configuredStoreMode } from '../data/choose-store';

let granted = false;
let watching = false;
const listeners = new Set<() => void>();

// supabase-js loads with the first screen that asks, never with a public page.
function watchStaffSession() {
  watching = true;
  import('./browser-staff-session')
    .then(({ browserStaffSession }) => {
      const session = browserStaffSession();
      const update = () => {
        const next = session.getStep().step === 'staff';
        if (next === granted) return;
        granted = next;
        listeners.forEach((listener) => listener());
      };
      session.subscribe(update);
      update();
    })
    .catch((error: unknown) => {
      watching = false;
      console.error('The staff session could not start.', error);
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) watchStaffSession();
  return () => listeners.delete(listener);
}

const openToAll = () => () => {};

/**
 * Whether this browser may show the staff dashboard. With the embedded database, always:
 * its data lives in the visitor's own browser. With Supabase, only for staff signed in
 * with a second factor (aal2), and never while prerendering. The database's row level
 * security is the guard; this keeps staff screens from strangers' eyes.
 */
export function useStaffAccess(): boolean {
  const supabase = configuredStoreMode() === 'supabase';
  const staff = useSyncExternalStore(
    supabase ? subscribe : openToAll,
    () => granted,
    () => false,
  );
  return !supabase || staff;
}
