import type { ActivityStore } from '../activity/activity';
import { createSqlActivityStore } from '../activity/stores/sql-activity-store';
import { writeBackup } from '../database/backup/write-backup';
import { createDeliveryStore, type DeliveryStore } from '../leads/stores/sql-delivery-store';
import { createSqlLeadStore, type SqlLeadStore } from '../leads/stores/sql-lead-store';
import { createSqlLeadPrivacyStore } from '../leads/stores/sql-lead-privacy-store';
import type { LeadPrivacyStore } from '../leads/privacy/person-data';
import { createSqlServiceStore, type SqlServiceStore } from '../services/stores/sql-service-store';
import { createSqlPreviewStore, type SqlPreviewStore } from '../previews/stores/sql-preview-store';
import { createSqlUploadStore, type UploadStore } from '../uploads/stores/sql-upload-store';
import { createSqlPostStore, type SqlPostStore } from '../posts/stores/sql-post-store';
import { signingKey } from '../downloads/stores/sql-signing-keys';
import { watchServiceChanges, type ServiceChangeEvents } from '../services/stores/service-changes';
import type { SqlDatabase } from '../database/sql-database';
import {
  createStaffAddressStore,
  type StaffAddressStore,
} from '../staff/access/sql-staff-address-store';
import {
  createStaffSessionStore,
  type StaffSessionStore,
} from '../staff/access/sql-staff-session-store';

/** What the site server and the commands use of its database. */
export interface SiteStores {
  services: SqlServiceStore;
  /** The blog's posts: drafts for staff, the published ones for everyone. */
  posts: SqlPostStore;
  leads: SqlLeadStore;
  /** A person's data and its erasure, and the retention purge. */
  leadPrivacy: LeadPrivacyStore;
  sessions: StaffSessionStore;
  /** Where staff known by name are told of a lead given to them. */
  staffAddresses: StaffAddressStore;
  /** Who did what: staff actions, as the database records them. */
  activity: ActivityStore;
  /** Links that show a record's unpublished changes to people without an account. */
  previews: SqlPreviewStore;
  /** The outbox of lead notifications. */
  deliveries: DeliveryStore;
  /** Pictures staff uploaded for records, re-encoded. */
  uploads: UploadStore;
  /** The site's key of this name for signing links, made the first time it is asked for. */
  signingKey(name: string): Promise<Buffer>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * Resolves when a write commits on a new connection (site_server.write_probe), as a new
   * lead's would: rejects when the disk is full or the data cannot be written.
   */
  probeWrite(): Promise<void>;
  /** Writes a consistent backup of the whole database, line by line. */
  backup(write: (line: string) => Promise<void>): Promise<unknown>;
  /** Reports every change to service content, by any process (see watchServiceChanges). */
  watchServiceChanges(events: ServiceChangeEvents): { stop(): Promise<void> };
}

export function createSiteStores(db: SqlDatabase): SiteStores {
  return {
    services: createSqlServiceStore(db),
    posts: createSqlPostStore(db),
    leads: createSqlLeadStore(db),
    leadPrivacy: createSqlLeadPrivacyStore(db),
    sessions: createStaffSessionStore(db),
    staffAddresses: createStaffAddressStore(db),
    activity: createSqlActivityStore(db),
    previews: createSqlPreviewStore(db),
    deliveries: createDeliveryStore(db),
    uploads: createSqlUploadStore(db),
    signingKey: (name) => signingKey(db, name),
    ping: async () => {
      await db.query('select 1');
    },
    // Truncated first, so the row goes into a new page of a new file: the probe needs of
    // the disk what a lead does (a table that grows, a log flushed at commit), and fails
    // on a full disk, where rewriting a row in place would still pass.
    probeWrite: () =>
      db.onFreshConnection((connection) =>
        connection.exec(
          `begin;
           truncate site_server.write_probe;
           insert into site_server.write_probe (id, written_at, written_by)
             values (true, now(), 'crew-site pid ${process.pid}');
           commit;`,
        ),
      ),
    backup: (write) => writeBackup(db, write),
    watchServiceChanges: (events) => watchServiceChanges(db, events),
  };
}
