import type { FromSchema } from 'json-schema-to-ts';
import { lazy, Suspense } from 'react';
import { useIsClient } from '../../engine/render/use-is-client';
import { dataMode } from '../../engine/data/data-port';
import { GateStatus } from './GateStatus';
import { ServerGate } from './ServerGate';
import type { staffGateSchema } from './staff-gate.schema';

export type StaffGateProps = FromSchema<typeof staffGateSchema>;

// supabase-js and the sign-in screens load only where this block is, and only in Supabase mode.
const LoadedStaffGate = lazy(() => import('./LoadedStaffGate'));

/**
 * Staff access: an admin link with the site's own server, sign-in with Supabase. The
 * session is known only in the browser, so the prerendered page says it is checking.
 */
export function StaffGate(props: StaffGateProps) {
  const isClient = useIsClient();
  if (dataMode !== 'supabase') return <ServerGate block={props} />;
  const checking = <GateStatus text={props.checking} />;
  return isClient ? (
    <Suspense fallback={checking}>
      <LoadedStaffGate block={props} />
    </Suspense>
  ) : (
    checking
  );
}
