import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import {
  anon,
  asSession,
  editor,
  editorAal1,
  member,
  serviceRole,
} from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase } from '../../database/sql-database';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import { ServiceNotFoundError } from '../service-content';
import { EditConflictError, statusOf } from '../service-drafts';
import { createSqlServiceStore } from './sql-service-store';

const past = () => new Date(Date.now() - 1000).toISOString();
const later = () => new Date(Date.now() + 3_600_000).toISOString();

// Scheduled publishing and unpublishing, run once each by public.run_due_schedule.
describe.each(testDatabases)('schedules on $name', (backend) => {
  let db: SqlDatabase;
  const store = () => createSqlServiceStore(db);
  const activity = async () =>
    (await createSqlActivityStore(db).list()).reverse().map(({ action, person, detail }) => ({
      action,
      person,
      detail,
    }));

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from content.service_content_feed; delete from content.record_edits;
                   delete from content.record_versions; delete from content.record_schedules;
                   delete from audit.events;`);
    await store().upsertMany([serviceInput()]);
    await db.exec('delete from audit.events');
  });

  /** The record's draft with a new heading, saved by Sara: its entry. */
  async function draft(h1 = 'Scheduled words') {
    const [entry] = await store().entries();
    return store().saveDraft(serviceInput({ h1 }), entry!.revision, 'Sara Khan');
  }

  it('publishes a draft once its time has come, exactly once, by the person who scheduled it', async () => {
    const saved = await draft();
    const scheduled = await store().schedule(
      'cybersecurity',
      'publish',
      later(),
      saved.revision,
      'Sara Khan',
    );
    expect(statusOf(scheduled)).toBe('scheduled');
    expect(scheduled.schedules).toEqual([
      { action: 'publish', run_at: expect.any(String), scheduled_by: 'Sara Khan' },
    ]);
    // Not yet due: nothing runs.
    expect(await store().runDueSchedule()).toBeNull();

    // Its time passes (as while the server was down): the next run publishes it, once.
    await db.query(`update content.record_schedules set run_at = $1`, [past()]);
    expect(await store().runDueSchedule()).toMatchObject({
      slug: 'cybersecurity',
      action: 'publish',
      outcome: 'done',
    });
    expect(await store().runDueSchedule()).toBeNull();
    expect((await store().getBySlug('cybersecurity'))?.h1).toBe('Scheduled words');
    const [entry] = await store().entries();
    expect(statusOf(entry!)).toBe('published');
    expect(entry!.schedules).toEqual([]);
    expect(entry!.versions).toBe(2);
    expect(await activity()).toEqual([
      { action: 'draft-saved', person: 'Sara Khan', detail: { new: false } },
      {
        action: 'scheduled',
        person: 'Sara Khan',
        detail: { action: 'publish', run_at: expect.any(String) },
      },
      { action: 'published', person: 'Sara Khan', detail: { version: 2, scheduled: true } },
    ]);
  });

  it('takes a record off the site at its time, keeping its words as the draft', async () => {
    const [entry] = await store().entries();
    await store().schedule('cybersecurity', 'unpublish', past(), entry!.revision, 'Omar Haddad');
    expect(await store().withdrawn('cybersecurity')).toBe(false);
    expect(await store().runDueSchedule()).toMatchObject({ action: 'unpublish', outcome: 'done' });
    expect(await store().getBySlug('cybersecurity')).toBeNull();
    expect(await store().withdrawn('cybersecurity')).toBe(true);
    const [after] = await store().entries();
    expect(statusOf(after!)).toBe('draft');
    expect(after!.draft?.h1).toBe(serviceInput().h1);

    // Published again, it is back, and no longer withdrawn.
    await store().publish('cybersecurity', after!.revision, 'Omar Haddad');
    expect(await store().withdrawn('cybersecurity')).toBe(false);
    expect((await activity()).map(({ action }) => action)).toEqual([
      'scheduled',
      'unpublished',
      'published',
    ]);
  });

  it('takes a seeded record (one with no history yet) off the site as gone, keeping it in history', async () => {
    await db.exec(`delete from content.record_versions; delete from content.record_edits`);
    expect(await store().versions('cybersecurity')).toEqual([]);
    await store().unpublish('cybersecurity', 0, 'Omar Haddad');
    expect(await store().withdrawn('cybersecurity')).toBe(true);
    expect(await store().versions('cybersecurity')).toMatchObject([
      { version: 1, record: { h1: serviceInput().h1 } },
    ]);
  });

  it('cancels a schedule, and refuses one begun from an older revision or with nothing to do', async () => {
    const saved = await draft();
    const scheduled = await store().schedule(
      'cybersecurity',
      'publish',
      past(),
      saved.revision,
      'Sara Khan',
    );
    await expect(
      store().schedule('cybersecurity', 'unpublish', later(), saved.revision, 'Omar Haddad'),
    ).rejects.toBeInstanceOf(EditConflictError);
    const cancelled = await store().cancelSchedule(
      'cybersecurity',
      'publish',
      scheduled.revision,
      'Omar Haddad',
    );
    expect(cancelled.schedules).toEqual([]);
    expect(await store().runDueSchedule()).toBeNull();
    await expect(
      store().cancelSchedule('cybersecurity', 'publish', cancelled.revision, 'Omar Haddad'),
    ).rejects.toBeInstanceOf(ServiceNotFoundError);

    await store().publish('cybersecurity', cancelled.revision, 'Omar Haddad');
    const [published] = await store().entries();
    // Nothing left to publish.
    await expect(
      store().schedule('cybersecurity', 'publish', later(), published!.revision, 'Sara Khan'),
    ).rejects.toBeInstanceOf(ServiceNotFoundError);
  });

  it('notes a schedule that can no longer run, and runs the ones behind it', async () => {
    await store().upsertMany([serviceInput({ slug: 'cloud', name: 'Cloud' })]);
    const saved = await draft();
    await store().schedule('cybersecurity', 'publish', past(), saved.revision, 'Sara Khan');
    const cloud = (await store().entries()).find((one) => one.slug === 'cloud')!;
    await store().schedule('cloud', 'unpublish', past(), cloud.revision, 'Sara Khan');
    // Someone takes the draft away meanwhile: the publish has nothing to publish.
    await db.exec(`update content.record_edits set draft = null where slug = 'cybersecurity'`);

    // The failed one, due first, is noted and removed; the one behind it runs.
    const first = await store().runDueSchedule();
    const second = await store().runDueSchedule();
    expect(first?.slug).toBe('cybersecurity');
    expect(first?.outcome).toMatch(/has no changes to publish/);
    expect([second?.slug, second?.outcome]).toEqual(['cloud', 'done']);
    expect(await store().runDueSchedule()).toBeNull();
    expect((await activity()).slice(-2)).toMatchObject([
      { action: 'schedule-failed', detail: { action: 'publish', scheduled: true } },
      { action: 'unpublished', detail: { scheduled: true } },
    ]);
  });

  it('lets staff schedule, only the service role run schedules, and anon neither', async () => {
    const saved = await draft();
    await asSession(db, editor, (tx) =>
      tx.query(`select public.schedule_service('cybersecurity', 'publish', now(), $1)`, [
        saved.revision,
      ]),
    );
    await expect(
      asSession(db, editor, (tx) => tx.query('select public.run_due_schedule()')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, anon, (tx) => tx.query('select * from content.record_schedules')),
    ).rejects.toThrow(/permission denied/);
    const [ran] = await asSession(db, serviceRole, (tx) =>
      tx.query<{ ran: number }>('select public.run_due_schedules() as ran'),
    );
    expect(ran?.ran).toBe(1);
    // Only staff with a second factor take a record off the site, however they reach it.
    for (const session of [member, editorAal1]) {
      await expect(
        asSession(db, session, (tx) =>
          tx.query(`select content.withdraw_service('cybersecurity')`),
        ),
      ).rejects.toThrow(/Only staff may take a service off the site|permission denied/);
    }
    expect(await store().getBySlug('cybersecurity')).not.toBeNull();
    // Anyone may ask whether an address's record was taken off, and learn nothing else.
    const [answer] = await asSession(db, anon, (tx) =>
      tx.query<{ gone: boolean }>(`select public.service_withdrawn('cybersecurity') as gone`),
    );
    expect(answer?.gone).toBe(false);

    // Staff with a second factor do, through unpublish_service.
    const [entry] = await store().entries();
    await asSession(db, editor, (tx) =>
      tx.query(`select public.unpublish_service('cybersecurity', $1)`, [entry!.revision]),
    );
    expect(await store().withdrawn('cybersecurity')).toBe(true);
  });
});
