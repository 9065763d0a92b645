import type { AuthenticatorAssuranceLevels, Factor, User } from '@supabase/supabase-js';
import { staffRole, type StaffRole } from './staff-role';

/** Where a visitor of the staff area stands, and what they see. */
export type StaffStep =
  | { step: 'checking' }
  | { step: 'signed-out'; notice?: 'session-ended' }
  | { step: 'no-access'; email: string }
  | { step: 'enrol'; email: string; role: StaffRole }
  | { step: 'challenge'; email: string; role: StaffRole; factors: Factor[] }
  | { step: 'staff'; email: string; role: StaffRole };

export interface AssuranceLevels {
  currentLevel: AuthenticatorAssuranceLevels | null;
  nextLevel: AuthenticatorAssuranceLevels | null;
}

/** The verified authenticator-app factors of a user. */
export function verifiedTotpFactors(user: Pick<User, 'factors'>): Factor[] {
  return (user.factors ?? []).filter(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
}

/**
 * The step of a signed-in user: staff with a session verified by a second factor (aal2)
 * reach the dashboard; staff with a verified factor prove it; staff without one enrol
 * an authenticator app; anyone else has no access.
 */
export function staffStep(
  user: Pick<User, 'email' | 'app_metadata' | 'factors'>,
  levels: AssuranceLevels,
): StaffStep {
  const email = user.email ?? '';
  const role = staffRole(user);
  if (!role) return { step: 'no-access', email };
  if (levels.currentLevel === 'aal2') return { step: 'staff', email, role };
  const factors = verifiedTotpFactors(user);
  if (levels.nextLevel === 'aal2' && factors.length > 0)
    return { step: 'challenge', email, role, factors };
  return { step: 'enrol', email, role };
}
