import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { anon, asSession, editor, editorAal1 } from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase, SqlQueryable } from '../../database/sql-database';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import { ServiceNotFoundError } from '../service-content';
import { EditConflictError, statusOf } from '../service-drafts';
import { createSqlServiceStore } from './sql-service-store';

const later = () => new Date(Date.now() + 3_600_000).toISOString();

// Throwing saved changes away (public.discard_service_draft): the record is again what
// visitors read; a record never published goes with its draft.
describe.each(testDatabases)('discarding a draft on $name', (backend) => {
  let db: SqlDatabase;
  const store = () => createSqlServiceStore(db);
  const entry = async (slug = 'cybersecurity') =>
    (await store().entries()).find((one) => one.slug === slug);

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
  });

  it('throws the saved changes and their scheduled publish away, leaving the published record', async () => {
    const published = await entry();
    const saved = await store().saveDraft(
      serviceInput({ h1: 'Words nobody wants' }),
      published!.revision,
      'Sara Khan',
    );
    const scheduled = await store().schedule(
      'cybersecurity',
      'publish',
      later(),
      saved.revision,
      'Sara Khan',
    );

    const discarded = await store().discardDraft(
      'cybersecurity',
      scheduled.revision,
      'Omar Haddad',
    );
    expect(statusOf(discarded)).toBe('published');
    expect(discarded.draft).toBeNull();
    expect(discarded.schedules).toEqual([]);
    expect(discarded.changed_by).toBe('Omar Haddad');
    expect((await store().getBySlug('cybersecurity'))?.h1).toBe(serviceInput().h1);
    const [noted] = await createSqlActivityStore(db).list();
    expect(noted).toMatchObject({
      action: 'draft-discarded',
      person: 'Omar Haddad',
      collection: 'services',
      subject: 'cybersecurity',
      detail: { removed: false },
    });

    // Nothing left to discard; an edit begun before the discard is refused.
    await expect(
      store().discardDraft('cybersecurity', discarded.revision, 'Omar Haddad'),
    ).rejects.toBeInstanceOf(ServiceNotFoundError);
    await expect(
      store().saveDraft(serviceInput({ h1: 'Late' }), scheduled.revision, 'Sara Khan'),
    ).rejects.toBeInstanceOf(EditConflictError);
  });

  it('removes a record never published with its draft, and keeps one taken off the site', async () => {
    const created = await store().saveDraft(
      serviceInput({ slug: 'harbour-wifi', name: 'Harbour WiFi' }),
      null,
      'Sara Khan',
    );
    await store().discardDraft('harbour-wifi', created.revision, 'Sara Khan');
    expect(await entry('harbour-wifi')).toBeUndefined();
    // Its address is free again.
    await store().saveDraft(
      serviceInput({ slug: 'harbour-wifi', name: 'Harbour WiFi' }),
      null,
      'Sara Khan',
    );

    const published = await entry();
    const off = await store().unpublish('cybersecurity', published!.revision, 'Sara Khan');
    await expect(
      store().discardDraft('cybersecurity', off.revision, 'Sara Khan'),
    ).rejects.toBeInstanceOf(ServiceNotFoundError);
    expect((await entry())?.draft?.h1).toBe(serviceInput().h1);
  });

  it('lets staff with a second factor discard, and nobody else', async () => {
    const published = await entry();
    const saved = await store().saveDraft(
      serviceInput({ h1: 'Draft words' }),
      published!.revision,
      'Sara Khan',
    );
    const discard = (tx: SqlQueryable) =>
      tx.query(`select public.discard_service_draft('cybersecurity', $1)`, [saved.revision]);
    await expect(asSession(db, anon, discard)).rejects.toThrow(/permission denied/);
    await expect(asSession(db, editorAal1, discard)).rejects.toThrow();
    expect((await entry())?.draft?.h1).toBe('Draft words');
    await asSession(db, editor, discard);
    expect((await entry())?.draft).toBeNull();
    const [noted] = await createSqlActivityStore(db).list();
    expect(noted?.action).toBe('draft-discarded');
  });
});
