import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { DuplicateSlugError, ServiceNotFoundError } from '../service-content';
import type { ServiceContentStore } from '../service-store';
import { createSqlServiceStore } from './sql-service-store';
import type { SqlDatabase } from '../../database/sql-database';

const POSTGREST_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

describe.each(testDatabases)('SQL service store on $name', (backend) => {
  let db: SqlDatabase;
  let store: ServiceContentStore;

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await openMigrated(backend);
    store = createSqlServiceStore(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from content.service_content_feed');
  });

  describe('create', () => {
    it('stores the record and returns it as the API would, with id and timestamps', async () => {
      const created = await store.create(serviceInput());
      expect(created).toEqual({
        ...serviceInput(),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created_at: expect.stringMatching(POSTGREST_TIMESTAMP),
        updated_at: created.created_at,
      });
      await expect(store.getBySlug('cybersecurity')).resolves.toEqual(created);
    });

    it('keeps text exactly, quotes and all', async () => {
      const tricky = serviceInput({
        name: `O'Brien "quoted" \\ back\\slash, ½ 🚀`,
        pains: ['{braces}', 'a,b', 'NULL', ''],
        meta_title: null,
      });
      const created = await store.create(tricky);
      expect(created).toMatchObject(tricky);
      await expect(store.getBySlug('cybersecurity')).resolves.toMatchObject(tricky);
    });

    it('rejects a taken slug with a DuplicateSlugError', async () => {
      await store.create(serviceInput());
      const again = store.create(serviceInput({ name: 'Another' }));
      await expect(again).rejects.toBeInstanceOf(DuplicateSlugError);
      await expect(again).rejects.toMatchObject({ slug: 'cybersecurity' });
    });

    it('explains a value the database refuses', async () => {
      await expect(
        store.create(serviceInput({ image_url: 'http://example.com/a.png' })),
      ).rejects.toThrow(
        'Could not create the service: the image URL must start with https:// or be a path on this site starting with a single /, without backslashes or spaces',
      );
    });
  });

  describe('update', () => {
    const arabic = { name: 'الأمن السيبراني', h1: 'الأمن السيبراني في دبي', pains: ['التصيد'] };

    it('changes the record and its translation together, keeping its id and slug', async () => {
      const created = await store.create(serviceInput());
      const updated = await store.update('cybersecurity', {
        ...serviceInput({ name: 'Cyber Defence', pains: [], video_id: null }),
        translations: { ar: arabic },
      });
      expect(updated).toEqual({
        ...serviceInput({ name: 'Cyber Defence', pains: [], video_id: null }),
        translations: { ar: { ...arabic, solutions: [] } },
        id: created.id,
        created_at: created.created_at,
        updated_at: expect.stringMatching(POSTGREST_TIMESTAMP),
      });
      await expect(store.getBySlug('cybersecurity')).resolves.toEqual(updated);
    });

    it('leaves the record English only when given no translations, keeps them when silent', async () => {
      await store.create({ ...serviceInput(), translations: { ar: arabic } });
      await store.update('cybersecurity', serviceInput({ name: 'Kept' }));
      expect((await store.getBySlug('cybersecurity'))!.translations?.ar?.name).toBe(arabic.name);
      const cleared = await store.update('cybersecurity', { ...serviceInput(), translations: {} });
      expect(cleared).not.toHaveProperty('translations');
      expect(await store.getBySlug('cybersecurity')).not.toHaveProperty('translations');
    });

    it('never changes the slug, whatever the input says', async () => {
      await store.create(serviceInput());
      await store.update('cybersecurity', serviceInput({ slug: 'elsewhere', name: 'Moved?' }));
      expect((await store.list()).map((record) => [record.slug, record.name])).toEqual([
        ['cybersecurity', 'Moved?'],
      ]);
    });

    it('refuses a record that is gone with a ServiceNotFoundError, making nothing', async () => {
      const updating = store.update('cybersecurity', {
        ...serviceInput(),
        translations: { ar: arabic },
      });
      await expect(updating).rejects.toBeInstanceOf(ServiceNotFoundError);
      await expect(updating).rejects.toThrow(
        'There is no service "cybersecurity": it may have been deleted.',
      );
      await expect(store.list()).resolves.toEqual([]);
    });

    it('writes nothing when the translation is refused', async () => {
      await store.create({ ...serviceInput(), translations: { ar: arabic } });
      const before = await store.getBySlug('cybersecurity');
      await expect(
        store.update('cybersecurity', {
          ...serviceInput({ name: 'Half Saved' }),
          translations: { ar: { ...arabic, h1: ' ' } },
        }),
      ).rejects.toThrow(/^Could not save the service: /);
      await expect(store.getBySlug('cybersecurity')).resolves.toEqual(before);
    });

    it('explains a value the database refuses, and changes nothing', async () => {
      await store.create(serviceInput());
      await expect(
        store.update('cybersecurity', serviceInput({ image_url: 'http://example.com/a.png' })),
      ).rejects.toThrow('Could not save the service: the image URL must start with https://');
      await expect(store.getBySlug('cybersecurity')).resolves.toMatchObject({
        image_url: serviceInput().image_url,
      });
    });
  });

  describe('public.update_service, as the Supabase API calls it', () => {
    /** Calls the function as an API role with these JWT claims; resolves to its error code. */
    const editAs = async (role: 'anon' | 'authenticated', claims: object) => {
      try {
        await db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role]);
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claims),
          ]);
          await tx.query(`select public.update_service('cybersecurity', $1::jsonb, '{}'::jsonb)`, [
            JSON.stringify(serviceInput({ name: 'Edited' })),
          ]);
        });
        return 'saved';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const nameNow = async () => (await store.getBySlug('cybersecurity'))!.name;

    it('lets staff with a second factor edit, and nobody else', async () => {
      await store.create(serviceInput());
      expect(await editAs('anon', {})).toBe('42501');
      expect(await editAs('authenticated', { aal: 'aal2', app_metadata: {} })).toBe('42501');
      expect(await editAs('authenticated', { aal: 'aal1', app_metadata: { role: 'editor' } })).toBe(
        '42501',
      );
      expect(await nameNow()).toBe('Cybersecurity');
      expect(await editAs('authenticated', { aal: 'aal2', app_metadata: { role: 'editor' } })).toBe(
        'saved',
      );
      expect(await nameNow()).toBe('Edited');
    });
  });

  describe('getBySlug', () => {
    it('resolves to null for an unknown slug', async () => {
      await expect(store.getBySlug('nothing-here')).resolves.toBeNull();
    });
  });

  describe('list', () => {
    it('orders by parent, then name', async () => {
      await store.upsertMany([
        serviceInput({ slug: 'zeta', parent: 'security', name: 'Zeta' }),
        serviceInput({ slug: 'cloud', parent: 'cloud', name: 'Cloud Infrastructure' }),
        serviceInput({ slug: 'alpha', parent: 'security', name: 'Alpha' }),
        serviceInput({ slug: 'backup', parent: 'cloud', name: 'Backup' }),
      ]);
      const listed = await store.list();
      expect(listed.map((record) => record.slug)).toEqual(['backup', 'cloud', 'alpha', 'zeta']);
    });

    it('is empty when there are no rows', async () => {
      await expect(store.list()).resolves.toEqual([]);
    });
  });

  describe('upsertMany', () => {
    it('inserts new slugs and updates existing ones, keeping their id', async () => {
      const existing = await store.create(serviceInput());
      const written = await store.upsertMany([
        serviceInput({ name: 'Cybersecurity and Compliance', video_id: null, brands: [] }),
        serviceInput({ slug: 'cloud', parent: 'cloud', name: 'Cloud' }),
      ]);
      expect(written).toBe(2);
      const updated = await store.getBySlug('cybersecurity');
      expect(updated).toMatchObject({
        id: existing.id,
        name: 'Cybersecurity and Compliance',
        video_id: null,
        brands: [],
      });
      await expect(store.getBySlug('cloud')).resolves.toMatchObject({ name: 'Cloud' });
    });

    it('writes nothing when one row is refused', async () => {
      await store.create(serviceInput());
      const upserting = store.upsertMany([
        serviceInput({ name: 'Changed' }),
        serviceInput({ slug: 'cloud', name: 'Cloud' }),
        serviceInput({ slug: 'Bad Slug' }),
      ]);
      await expect(upserting).rejects.toThrow(/^Could not save the services: the slug must be/);
      expect((await store.list()).map((record) => [record.slug, record.name])).toEqual([
        ['cybersecurity', 'Cybersecurity'],
      ]);
    });

    it('refuses the same slug twice in one call', async () => {
      await expect(
        store.upsertMany([serviceInput(), serviceInput({ name: 'Twice' })]),
      ).rejects.toThrow('the same slug appears more than once');
      await expect(store.list()).resolves.toEqual([]);
    });

    it('does nothing for no rows', async () => {
      await expect(store.upsertMany([])).resolves.toBe(0);
    });
  });

  describe('translations', () => {
    const arabic = {
      name: 'الأمن السيبراني',
      h1: 'الأمن السيبراني في دبي',
      pains: ['هجمات التصيد'],
      cta_label: 'ابدأ الآن',
    };

    it('stores a record in another language and reads it back with the record', async () => {
      await store.upsertMany([{ ...serviceInput(), translations: { ar: arabic } }]);
      const stored = await store.getBySlug('cybersecurity');
      expect(stored!.translations).toEqual({ ar: { ...arabic, solutions: [] } });
      expect((await store.list())[0]!.translations).toEqual(stored!.translations);
    });

    it('replaces them when a record states its translations, keeps them when it does not', async () => {
      await store.create({ ...serviceInput(), translations: { ar: arabic } });
      await store.upsertMany([{ ...serviceInput(), name: 'Cyber' }]);
      expect((await store.getBySlug('cybersecurity'))!.translations?.ar?.name).toBe(arabic.name);
      await store.upsertMany([{ ...serviceInput(), translations: {} }]);
      expect(await store.getBySlug('cybersecurity')).not.toHaveProperty('translations');
    });

    it('refuses a translation without a heading, writing nothing', async () => {
      const broken = { ...serviceInput(), translations: { ar: { ...arabic, h1: ' ' } } };
      await expect(store.upsertMany([broken])).rejects.toThrow();
      await expect(store.create(broken)).rejects.toThrow(/^Could not create the service: /);
      await expect(store.list()).resolves.toEqual([]);
    });
  });

  describe('public.create_service and public.save_services, as the Supabase API calls them', () => {
    /** Runs a statement as an API role with these JWT claims; resolves to its error code. */
    const writeAs = async (sql: string, claims: object | null) => {
      try {
        await db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [
            claims ? 'authenticated' : 'anon',
          ]);
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claims ?? {}),
          ]);
          await tx.query(sql, [JSON.stringify(serviceInput())]);
        });
        return 'saved';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const staff = { aal: 'aal2', app_metadata: { role: 'editor' } };
    const calls = {
      create: `select public.create_service($1::jsonb, '{"ar":{"name":"س","h1":"س"}}'::jsonb)`,
      save: `select public.save_services(jsonb_build_array($1::jsonb || '{"translations":{}}'))`,
    };

    for (const [name, sql] of Object.entries(calls)) {
      it(`lets staff with a second factor ${name}, and nobody else`, async () => {
        expect(await writeAs(sql, null)).toBe('42501');
        expect(await writeAs(sql, { ...staff, aal: 'aal1' })).toBe('42501');
        expect(await writeAs(sql, { ...staff, app_metadata: {} })).toBe('42501');
        await expect(store.list()).resolves.toEqual([]);
        expect(await writeAs(sql, staff)).toBe('saved');
        await expect(store.list()).resolves.toMatchObject([{ slug: 'cybersecurity' }]);
      });
    }
  });
});
