import type { FromSchema } from 'json-schema-to-ts';
import { lazy, Suspense } from 'react';
import { useIsClient } from '../../engine/admin/use-is-client';
import { configuredStoreMode } from '../../engine/data/choose-store';
import { GateStatus } from './GateStatus';
import type { staffGateSchema } from './staff-gate.schema';

export type StaffGateProps = FromSchema<typeof staffGateSchema>;

// supabase-js and the sign-in screens load only where this block is, and only in Supabase mode.
const LoadedStaffGate = lazy(() => import('./LoadedStaffGate'));

/**
 * Staff sign-in in Supabase mode; nothing with the embedded database, whose data lives in
 * the visitor's own browser. The session is known only in the browser, so the prerendered
 * page says it is checking.
 */
export function StaffGate(props: StaffGateProps) {
  const isClient = useIsClient();
  if (configuredStoreMode() !== 'supabase') return null;
  const checking = <GateStatus text={props.checking} />;
  return isClient ? (
    <Suspense fallback={checking}>
      <LoadedStaffGate block={props} />
    </Suspense>
  ) : (
    checking
  );
}
