import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StaffSession } from './staff-session';
import type { StaffStep } from './staff-step';

const StaffSessionContext = createContext<StaffSession | null>(null);

export function StaffSessionProvider({
  session,
  children,
}: {
  session: StaffSession;
  children: ReactNode;
}) {
  return <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider above it.');
  return session;
}

/** The current step of the staff session; re-renders when it changes. */
export function useStaffStep(): StaffStep {
  const session = useStaffSession();
  return useSyncExternalStore(session.subscribe, session.getStep, session.getStep);
}
