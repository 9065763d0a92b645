import type { SqlDatabase } from '../../database/sql-database';

/**
 * The email address of each staff member the site server knows by name (the name their
 * admin link carries), where a lead given to them is announced.
 */
export interface StaffAddressStore {
  /** Keeps `email` as the address of the staff member called `name`, in place of any. */
  save(name: string, email: string): Promise<void>;
}

export function createStaffAddressStore(db: SqlDatabase): StaffAddressStore {
  return {
    async save(name, email) {
      await db.query(
        `insert into site_server.staff_addresses (name, email) values ($1, $2)
         on conflict (name) do update set email = excluded.email, updated_at = now()`,
        [name, email],
      );
    },
  };
}

/** What site_server.staff_addresses accepts as an address: one, shaped like one. */
export const STAFF_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const isStaffEmail = (text: string) => new RegExp(STAFF_EMAIL_PATTERN).test(text);
