import type { User } from '@supabase/supabase-js';

/** The roles that may write service content, as the database's policies name them. */
export const staffRoles = ['editor', 'admin'] as const;

export type StaffRole = (typeof staffRoles)[number];

/**
 * The user's staff role from `app_metadata.role`, which only an administrator can set
 * (a user can change their own `user_metadata`, so it never counts); null for anyone else.
 */
export function staffRole(user: Pick<User, 'app_metadata'>): StaffRole | null {
  const role: unknown = user.app_metadata.role;
  return staffRoles.find((staff) => staff === role) ?? null;
}
