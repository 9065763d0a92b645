import { useSyncExternalStore } from 'react';
import { dataMode } from '../data/data-port';
import { useServerStaffSession } from './server-staff-session';

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

/**
 * Whether this browser may show the staff dashboard, never while prerendering. With the
 * site server: when it holds a staff session from an admin link. With Supabase: for staff
 * signed in with a second factor (aal2). The server and row level security are the
 * guards; this keeps staff screens from strangers' eyes.
 */
export const useStaffAccess: () => boolean =
  dataMode === 'supabase' ? useSupabaseStaffAccess : useServerStaffAccess;

function useServerStaffAccess(): boolean {
  return useServerStaffSession().step === 'staff';
}

function useSupabaseStaffAccess(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => granted,
    () => false,
  );
}
