import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import {
  createDeliveryStore,
  queueDeliveries,
  type AttemptRecord,
  type ClaimFilter,
  type DeliveryStore,
} from './sql-delivery-store';
import type { SqlDatabase } from '../../database/sql-database';

const MAIL = 'smtp://mail.techcrew.ae:587';
const HOOK = 'https://crm.example.ae/hooks/leads';
const OTHER_HOOK = 'https://chat.example.ae/hooks/leads';
const RULES = { afterFailures: 3, firstPauseMs: 30_000, longestPauseMs: 3_600_000 };
const takeAll: ClaimFilter = { mailServer: MAIL, skipEmail: false, skipWebhooks: [] };

describe.each(testDatabases)('the outbox on $name', (backend) => {
  let db: SqlDatabase;
  let outbox: DeliveryStore;

  beforeAll(async () => {
    db = await openMigrated(backend);
    outbox = createDeliveryStore(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec('delete from public.leads; delete from outbox.destinations');
  });

  /** A lead with an email and a webhook to each of `hooks`, queued as the server queues them. */
  async function lead(hooks: string[] = [HOOK]): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into public.leads (form, page, fields) values ('contact', '/contact', '[{"name": "name", "label": "Name", "value": "Aisha"}]'::jsonb)
       returning id`,
    );
    await db.transaction((tx) =>
      queueDeliveries(tx, row!.id, [
        { channel: 'email', target: 'sales@techcrew.ae', payload: { to: ['sales@techcrew.ae'] } },
        ...hooks.map((target) => ({
          channel: 'webhook' as const,
          target,
          payload: { body: '{}' },
        })),
      ]),
    );
    return row!.id;
  }

  const failed = (
    id: string,
    channel: 'email' | 'webhook',
    destination: string,
  ): AttemptRecord => ({
    id,
    channel,
    destination,
    succeeded: false,
    outcome: 'No answer within 10 s.',
    durationMs: 10_000,
    retryAt: new Date(Date.now() - 1_000),
  });

  const destination = async (name: string) =>
    (
      await db.query<{ failures: number; pause_seconds: number; paused: boolean }>(
        `select failures, pause_seconds, paused_until > now() as paused
         from outbox.destinations where destination = $1`,
        [name],
      )
    )[0];

  it('claims due deliveries once, held from every other claim, and leaves out what it is told', async () => {
    await lead([HOOK, OTHER_HOOK]);
    const first = await outbox.claimDue(10, 120, { ...takeAll, skipWebhooks: [OTHER_HOOK] });
    expect(first.map((d) => (d.channel === 'email' ? 'email' : d.target)).sort()).toEqual(
      ['email', HOOK].sort(),
    );
    expect(first.every((d) => d.destination_failures === 0)).toBe(true);
    // Held: a second claim gets only what the first left out.
    const second = await outbox.claimDue(10, 120, takeAll);
    expect(second.map((d) => d.target)).toEqual([OTHER_HOOK]);
    // Let go without an attempt, a delivery is claimable again, its attempts untouched.
    await outbox.release([first[0]!.id]);
    const again = await outbox.claimDue(10, 120, takeAll);
    expect(again.map((d) => [d.id, d.attempts])).toEqual([[first[0]!.id, 0]]);
  });

  it('records many attempts in one go, and pauses a destination after 3 failures in a row', async () => {
    for (let n = 0; n < 4; n += 1) await lead();
    const claimed = await outbox.claimDue(10, 120, { ...takeAll, skipEmail: true });
    expect(claimed).toHaveLength(4);
    const [a, b, c, d] = claimed;

    let standing = await outbox.recordAttempts([failed(a!.id, 'webhook', HOOK)], RULES);
    expect(standing).toEqual([
      { channel: 'webhook', destination: HOOK, failures: 1, paused_until: null },
    ]);
    standing = await outbox.recordAttempts(
      [failed(b!.id, 'webhook', HOOK), failed(c!.id, 'webhook', HOOK)],
      RULES,
    );
    expect(standing[0]).toMatchObject({ failures: 3, paused_until: expect.any(String) });
    expect(await destination(HOOK)).toEqual({ failures: 3, pause_seconds: 30, paused: true });
    // An attempt begun before the pause that fails after it does not lengthen it.
    await outbox.recordAttempts([failed(d!.id, 'webhook', HOOK)], RULES);
    expect(await destination(HOOK)).toEqual({ failures: 4, pause_seconds: 30, paused: true });

    // Paused: its deliveries are due, but not claimed; emails are.
    const claimable = await outbox.claimDue(10, 120, takeAll);
    expect(claimable.every((delivery) => delivery.channel === 'email')).toBe(true);
    expect(claimable).toHaveLength(4);

    // Staff and operators see it, with its waiting deliveries.
    expect(await outbox.destinations()).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        destination: HOOK,
        failures: 4,
        last_error: 'No answer within 10 s.',
        paused_since: expect.any(String),
        paused_until: expect.any(String),
        waiting: 4,
      }),
    ]);
  });

  it('grows the pause when the try after it fails, and ends it at the first success', async () => {
    for (let n = 0; n < 5; n += 1) await lead();
    const claimed = await outbox.claimDue(10, 120, { ...takeAll, skipEmail: true });
    await outbox.recordAttempts(
      claimed.slice(0, 3).map((d) => failed(d.id, 'webhook', HOOK)),
      RULES,
    );
    // The pause is over (as if its time had come): the next claim says the destination
    // failed 3 times in a row, and the try it makes fails too.
    await db.query(`update outbox.destinations set paused_until = now() - interval '1 second'`);
    const [probe] = await outbox.claimDue(1, 120, { ...takeAll, skipEmail: true });
    expect(probe!.destination_failures).toBe(3);
    await outbox.recordAttempts([failed(probe!.id, 'webhook', HOOK)], RULES);
    expect(await destination(HOOK)).toEqual({ failures: 4, pause_seconds: 60, paused: true });

    await db.query(`update outbox.destinations set paused_until = now() - interval '1 second'`);
    const [next] = await outbox.claimDue(1, 120, { ...takeAll, skipEmail: true });
    const standing = await outbox.recordAttempts(
      [
        {
          ...failed(next!.id, 'webhook', HOOK),
          succeeded: true,
          outcome: 'HTTP 200',
          retryAt: null,
        },
      ],
      RULES,
    );
    expect(standing).toEqual([
      { channel: 'webhook', destination: HOOK, failures: 0, paused_until: null },
    ]);
    expect(await destination(HOOK)).toEqual({ failures: 0, pause_seconds: 0, paused: null });
    expect(await outbox.destinations()).toEqual([]);
    const sent = await db.query<{ status: string; attempts: number }>(
      'select status, attempts from outbox.deliveries where id = $1',
      [next!.id],
    );
    expect(sent).toEqual([{ status: 'sent', attempts: next!.attempts + 1 }]);
  });

  it('pauses the mail server for every email, whoever it is to', async () => {
    await lead([]);
    await lead([]);
    await lead([]);
    const emails = await outbox.claimDue(10, 120, takeAll);
    await outbox.recordAttempts(
      emails.map((d) => failed(d.id, 'email', MAIL)),
      RULES,
    );
    await db.query(`update outbox.deliveries set next_attempt_at = now() - interval '1 second'`);
    expect(await outbox.claimDue(10, 120, takeAll)).toEqual([]);
    // Another mail server (SMTP_URL changed) is another destination, not paused.
    expect(
      await outbox.claimDue(10, 120, { ...takeAll, mailServer: 'smtp://other:25' }),
    ).toHaveLength(3);
  });

  it("Resend ends its destination's pause, and keeps a hold on a delivery being sent", async () => {
    for (let n = 0; n < 3; n += 1) await lead();
    const claimed = await outbox.claimDue(10, 120, { ...takeAll, skipEmail: true });
    await outbox.recordAttempts(
      claimed.map((d) => failed(d.id, 'webhook', HOOK)),
      RULES,
    );
    expect((await destination(HOOK))?.paused).toBe(true);

    expect(await outbox.resend(claimed[0]!.id)).toBe(true);
    expect((await destination(HOOK))?.paused).toBe(false);
    const [held] = await outbox.claimDue(1, 120, { ...takeAll, skipEmail: true });
    // Sent again while a worker holds it: it stays held, so no other worker sends it too.
    expect(await outbox.resend(held!.id)).toBe(true);
    const others = await outbox.claimDue(10, 120, { ...takeAll, skipEmail: true });
    expect(others.map((d) => d.id)).not.toContain(held!.id);
  });

  it('knows how long until the next delivery it could take is due: not a paused one, nor one held, nor one skipped', async () => {
    await lead();
    const claimed = await outbox.claimDue(10, 120, takeAll);
    // Both held for 2 minutes: due again when the hold ends, if their worker died.
    expect(await outbox.msUntilNextDue(takeAll)).toBeGreaterThan(110_000);
    await outbox.recordAttempts(
      claimed
        .filter((d) => d.channel === 'webhook')
        .flatMap((d) => [
          failed(d.id, 'webhook', HOOK),
          failed(d.id, 'webhook', HOOK),
          failed(d.id, 'webhook', HOOK),
        ]),
      RULES,
    );
    await outbox.release(claimed.map((d) => d.id));
    // The email is due now, unless a claim would skip emails; the webhook's destination is paused.
    expect(await outbox.msUntilNextDue(takeAll)).toBeLessThanOrEqual(0);
    expect(await outbox.msUntilNextDue({ ...takeAll, skipEmail: true })).toBeGreaterThan(20_000);
    const email = claimed.find((d) => d.channel === 'email')!;
    await outbox.recordAttempts(
      [{ ...failed(email.id, 'email', MAIL), succeeded: true, retryAt: null }],
      RULES,
    );
    const paused = (await outbox.destinations())[0]!;
    const wait = (await outbox.msUntilNextDue(takeAll))!;
    const pauseLeft = new Date(paused.paused_until!).getTime() - Date.now();
    expect(Math.abs(wait - pauseLeft)).toBeLessThan(1_000);
    expect(wait).toBeGreaterThan(0);
  });
});
