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

/** Who a session's actions are by in the activity log: its admin link's name, or "Staff". */
const personOf = (staffName: string) => staffName || 'Staff';

const BY_OPERATOR = { ended_by: 'operator' };

/** Ends the live sessions `where` picks, noting each in the activity log; resolves to how many. */
async function endSessions(
  db: SqlDatabase,
  where: string,
  params: unknown[],
  detail: Record<string, string>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx.query<{ staff_name: string }>(
      `update site_server.staff_sessions set ended_at = now()
       where ${where} and ${LIVE} returning staff_name`,
      params,
    );
    for (const { staff_name } of ended) {
      await tx.query(`select audit.note('signed-out', null, null, $1::jsonb, $2)`, [
        JSON.stringify(detail),
        personOf(staff_name),
      ]);
    }
    return ended.length;
  });
}

export function createStaffSessionStore(db: SqlDatabase): StaffSessionStore {
  return {
    async create(tokenHash, expiresAt, userAgent, staffName = '') {
      // Sessions over for a month are of no use to anyone: cleared as new ones start.
      await db.query(
        `delete from site_server.staff_sessions where expires_at < now() - interval '30 days'`,
      );
      return db.transaction(async (tx) => {
        const [row] = await tx.query<StaffSession>(
          `insert into site_server.staff_sessions (token_hash, expires_at, user_agent, staff_name)
           values ($1, $2, $3, $4) returning ${COLUMNS}`,
          [tokenHash, expiresAt.toISOString(), userAgent.slice(0, 300), staffName],
        );
        await tx.query(`select audit.note('signed-in', null, null, '{}', $1)`, [
          personOf(staffName),
        ]);
        return row as StaffSession;
      });
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
    endByToken: async (tokenHash) =>
      (await endSessions(db, 'token_hash = $1', [tokenHash], {})) > 0,
    async endById(id) {
      if (!UUID.test(id)) return false;
      return (await endSessions(db, 'id = $1::uuid', [id], BY_OPERATOR)) > 0;
    },
    endAll: () => endSessions(db, 'true', [], BY_OPERATOR),
    list: () =>
      db.query<StaffSession>(
        `select ${COLUMNS} from site_server.staff_sessions where ${LIVE} order by created_at desc`,
      ),
  };
}
