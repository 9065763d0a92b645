import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeedFiles, servicesFromSeedFiles } from '../../supabase/seed-yaml';
import { buildEmbeddedSnapshot } from './build-embedded-snapshot';
import { openEmbeddedDatabase } from './embedded-db';
import { loadEmbeddedSqlFromFiles } from './embedded-sql-files';
import { createEmbeddedStore } from './embedded-store';
import { snapshotBlob } from './embedded-snapshot';
import { serviceInput } from '../../tests/fixtures/service-content';

const dir = mkdtempSync(join(tmpdir(), 'embedded-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildEmbeddedSnapshot', () => {
  it('writes a gzipped database that opens with every seed service and takes writes', async () => {
    const file = join(dir, 'assets', 'embedded-db.tar.gz');
    const size = await buildEmbeddedSnapshot(file);
    const bytes = readFileSync(file);
    expect(bytes.byteLength).toBe(size);

    const blob = snapshotBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + size));
    expect(blob.type).toBe('application/gzip');
    const db = await openEmbeddedDatabase({ sql: loadEmbeddedSqlFromFiles(), loadDataDir: blob });
    try {
      const store = createEmbeddedStore(db);
      const slugs = (await store.list()).map((record) => record.slug).sort();
      const seedSlugs = servicesFromSeedFiles(readSeedFiles()).map((service) => service.slug);
      expect(slugs).toEqual(seedSlugs.sort());
      await store.create(serviceInput({ slug: 'written-after-load' }));
      await expect(store.getBySlug('written-after-load')).resolves.not.toBeNull();
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('snapshotBlob', () => {
  it('types the bytes by their content, not by how they were served', () => {
    expect(snapshotBlob(new Uint8Array([0x1f, 0x8b, 8]).buffer).type).toBe('application/gzip');
    expect(snapshotBlob(new TextEncoder().encode('pgdata/PG_VERSION').buffer).type).toBe(
      'application/x-tar',
    );
    expect(snapshotBlob(new ArrayBuffer(0)).type).toBe('application/x-tar');
  });
});
