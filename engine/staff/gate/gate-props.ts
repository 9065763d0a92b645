import type { ReactNode } from 'react';
import type { StaffGateCopy } from '../../schema/staff-gate.schema';

/** What every way of signing in (a gate) is given: its words, and the page's blocks. */
export interface GateProps {
  copy: StaffGateCopy;
  /** The page's blocks, shown once the visitor is signed in as staff. */
  children: ReactNode;
}
