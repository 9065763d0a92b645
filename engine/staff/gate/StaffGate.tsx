import { lazy, Suspense, type ComponentType } from 'react';
import type { StaffSignIn } from '../../data/capabilities';
import { useIsClient } from '../../ui/use-is-client';
import { useDataCapabilities } from '../store/store-source';
import { GateChecking } from './GateChecking';
import { GateStatus } from './GateStatus';
import type { GateProps } from './gate-props';

export type { GateProps };

// One gate per way of signing in, each a chunk of its own: supabase-js loads only with the
// password gate, and neither loads on a page that is not for staff.
const gates: Record<StaffSignIn, ComponentType<GateProps>> = {
  'admin-link': lazy(() => import('./admin-link/AdminLinkGate')),
  'password-and-totp': lazy(() => import('./password-and-totp/PasswordGate')),
};

/**
 * Stands before the blocks of a page with `access: staff` and shows them only to staff,
 * signed in the way the data store offers. Who is signed in is known only in the browser,
 * so the prerendered page, and the browser until it has hydrated, say it is checking (or,
 * without JavaScript, that the dashboard needs it).
 */
export function StaffGate({ copy, children }: GateProps) {
  const isClient = useIsClient();
  const Gate = gates[useDataCapabilities().staffSignIn];
  if (!isClient) return <GateChecking copy={copy} />;
  return (
    <Suspense fallback={<GateStatus text={copy.checking} />}>
      <Gate copy={copy}>{children}</Gate>
    </Suspense>
  );
}
