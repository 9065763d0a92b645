import type { SqlDatabase } from '../../database/sql-database';

/** A staff session of the site server's /admin, as `sitectl sessions` lists it. */
export interface StaffSession {
  id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string;
  /** Who the admin link was made for (`sitectl admin-link --name`); empty when unnamed. */
  staff_name: string;
}

/** Staff sessions kept in the site's database, by the SHA-256 of their cookie's token. */
export interface StaffSessionStore {
  create(
    tokenHash: string,
    expiresAt: Date,
    userAgent: string,
    staffName?: string,
  ): Promise<StaffSession>;
  /** The live session with this token, noted as seen now; null when ended, expired or unknown. */
  find(tokenHash: string): Promise<StaffSession | null>;
  /** Ends the session with this token; false when there was no live one. */
  endByToken(tokenHash: string): Promise<boolean>;
  /** Ends one session by its id; false when there was no live one. */
  endById(id: string): Promise<boolean>;
  /** Ends every live session; resolves to how many. */
  endAll(): Promise<number>;
  /** Every live session, newest first. */
  list(): Promise<StaffSession[]>;
}

const COLUMNS = `id, to_jsonb(created_at) #>> '{}' as created_at, to_jsonb(expires_at) #>> '{}' as expires_at,
  to_jsonb(last_seen_at) #>> '{}' as last_seen_at, user_agent, staff_name`;
const LIVE = 'ended_at is null and expires_at > now()';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createStaffSessionStore(db: SqlDatabase): StaffSessionStore {
  return {
    async create(tokenHash, expiresAt, userAgent, staffName = '') {
      // Sessions over for a month are of no use to anyone: cleared as new ones start.
      await db.query(
        `delete from site_server.staff_sessions where expires_at < now() - interval '30 days'`,
      );
      const [row] = await db.query<StaffSession>(
        `insert into site_server.staff_sessions (token_hash, expires_at, user_agent, staff_name)
         values ($1, $2, $3, $4) returning ${COLUMNS}`,
        [tokenHash, expiresAt.toISOString(), userAgent.slice(0, 300), staffName],
      );
      return row as StaffSession;
    },
    async find(tokenHash) {
      // last_seen_at moves at most once a minute, so reading the dashboard writes little.
      const [row] = await db.query<StaffSession>(
        `update site_server.staff_sessions
         set last_seen_at = case when last_seen_at < now() - interval '1 minute' then now()
                                 else last_seen_at end
         where token_hash = $1 and ${LIVE} returning ${COLUMNS}`,
        [tokenHash],
      );
      return row ?? null;
    },
    async endByToken(tokenHash) {
      const rows = await db.query(
        `update site_server.staff_sessions set ended_at = now()
         where token_hash = $1 and ${LIVE} returning id`,
        [tokenHash],
      );
      return rows.length > 0;
    },
    async endById(id) {
      if (!UUID.test(id)) return false;
      const rows = await db.query(
        `update site_server.staff_sessions set ended_at = now()
         where id = $1::uuid and ${LIVE} returning id`,
        [id],
      );
      return rows.length > 0;
    },
    async endAll() {
      const rows = await db.query(
        `update site_server.staff_sessions set ended_at = now() where ${LIVE} returning id`,
      );
      return rows.length;
    },
    list: () =>
      db.query<StaffSession>(
        `select ${COLUMNS} from site_server.staff_sessions where ${LIVE} order by created_at desc`,
      ),
  };
}
