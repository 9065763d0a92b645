/**
 * What a data adapter offers staff, so the staff screens ask what they can do rather than
 * which adapter they run on.
 */
export interface DataCapabilities {
  /**
   * How staff get in: `admin-link`, a one-time link the site server prints, exchanged for
   * a session cookie; `password-and-totp`, an account password, then a code from an
   * authenticator app (Supabase Auth).
   */
  staffSignIn: 'admin-link' | 'password-and-totp';
  /** Where service content and leads are kept: the site's own server, or Supabase. */
  dataLives: 'site-server' | 'supabase';
}

export type StaffSignIn = DataCapabilities['staffSignIn'];
export type DataHome = DataCapabilities['dataLives'];

/** The site server's HTTP API (engine/data/http-data-port.ts). */
export const siteServerCapabilities = {
  staffSignIn: 'admin-link',
  dataLives: 'site-server',
} as const satisfies DataCapabilities;

/** Supabase through supabase-js (engine/data/supabase-data-port.ts). */
export const supabaseCapabilities = {
  staffSignIn: 'password-and-totp',
  dataLives: 'supabase',
} as const satisfies DataCapabilities;
