import type { AuthError, Session, SupabaseClient } from '@supabase/supabase-js';
import { noteStaffSession } from '../../activity/stores/supabase-activity-store';
import { staffStep, type StaffStep } from './staff-step';

/**
 * The staff area's view of a supabase-js session, as a store React can subscribe to.
 * supabase-js keeps the session: it saves it, refreshes it before it expires (pausing
 * while the tab is hidden, retrying with back-off) and signals SIGNED_OUT when a refresh
 * fails for good. This store only turns its events into the step the screens show.
 */
export interface StaffSession {
  readonly client: SupabaseClient;
  getStep(): StaffStep;
  subscribe(listener: () => void): () => void;
  /** Ends this browser's session; resolves to the error when the Auth server was not reached. */
  signOut(): Promise<AuthError | null>;
  /** Looks at the session again, after a change the Auth server made to it. */
  reload(): Promise<void>;
  stop(): void;
}

export function createStaffSession(client: SupabaseClient): StaffSession {
  let current: StaffStep = { step: 'checking' };
  let signingOut = false;
  // Each look at the session gets a number, so an older, slower one never wins.
  let generation = 0;
  const listeners = new Set<() => void>();

  const show = (next: StaffStep) => {
    current = next;
    listeners.forEach((listener) => listener());
  };

  async function look(session: Session | null) {
    const mine = ++generation;
    if (!session) {
      if (current.step !== 'signed-out') show({ step: 'signed-out' });
      return;
    }
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (mine !== generation) return;
    show(
      error
        ? { step: 'signed-out' }
        : staffStep(session.user, { currentLevel: data.currentLevel, nextLevel: data.nextLevel }),
    );
  }

  function signedOut() {
    generation++;
    // Signed out by anything but the sign-out button: the session ran out and could not be
    // refreshed, or was ended elsewhere. Someone who had no session (still at the sign-in
    // form) has none to end: the Auth client says SIGNED_OUT there too.
    const ended = !signingOut && current.step !== 'signed-out' && current.step !== 'checking';
    signingOut = false;
    show(ended ? { step: 'signed-out', notice: 'session-ended' } : { step: 'signed-out' });
  }

  // The activity log hears of a sign-in and a sign-out; neither waits on it, nor fails for it.
  const note = (event: 'signed-in' | 'signed-out') =>
    noteStaffSession(client, event).catch((error: unknown) =>
      console.warn(`The activity log did not record "${event}".`, error),
    );

  const { data } = client.auth.onAuthStateChange((event, session) => {
    // supabase-js awaits this callback inside the sign-in or refresh that fired it; asking
    // it about the session from here could wait on that same operation. Look afterwards.
    setTimeout(() => {
      if (event === 'SIGNED_OUT') signedOut();
      else void look(session);
      // Staff reach the dashboard by their second factor: that is when they signed in.
      if (event === 'MFA_CHALLENGE_VERIFIED') void note('signed-in');
    }, 0);
  });

  return {
    client,
    getStep: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signOut() {
      if (current.step === 'staff') await note('signed-out');
      signingOut = true;
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) signingOut = false;
      return error;
    },
    async reload() {
      const { data: refreshed, error } = await client.auth.refreshSession();
      if (!error) await look(refreshed.session);
    },
    stop: () => data.subscription.unsubscribe(),
  };
}
