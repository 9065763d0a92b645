import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../tests/tools/temp-dir';
import { appendErasure, emailHash, readErasureLog } from './erasure-log';
import { parseAge } from './retention';

describe('the erasure log', () => {
  it('keeps a hash of the address as compared (trimmed, lower case), never the address', async () => {
    const file = path.join(makeTempDir('erasures-'), 'backups', 'erasures.ndjson');
    expect(await readErasureLog(file)).toEqual([]);
    await appendErasure(file, {
      email_hash: emailHash(' Aisha@Example.AE '),
      erased_at: '2026-12-01T04:00:00Z',
    });
    await appendErasure(file, {
      email_hash: emailHash('omar@example.ae'),
      erased_at: '2026-12-01T05:00:00.000Z',
    });
    expect(emailHash(' Aisha@Example.AE ')).toBe(emailHash('aisha@example.ae'));
    expect(await readErasureLog(file)).toEqual([
      { email_hash: emailHash('aisha@example.ae'), erased_at: '2026-12-01T04:00:00.000Z' },
      { email_hash: emailHash('omar@example.ae'), erased_at: '2026-12-01T05:00:00.000Z' },
    ]);
  });

  it('names the file and line of anything that is not an erasure', async () => {
    const file = path.join(makeTempDir('erasures-bad-'), 'erasures.ndjson');
    await writeFile(
      file,
      `${JSON.stringify({ email_hash: emailHash('a@b.ae'), erased_at: '2026-12-01T04:00:00Z' })}\n` +
        '{"email_hash": "aisha@example.ae", "erased_at": "2026-12-01"}\n',
    );
    await expect(readErasureLog(file)).rejects.toThrow(`${file}:2: not an erasure`);
  });
});

describe('an age on the command line', () => {
  it('reads days and weeks, and nothing else', () => {
    expect(parseAge('90d')).toBe(90);
    expect(parseAge('12w')).toBe(84);
    expect(parseAge('0d')).toBe(0);
    expect(parseAge('90')).toBeNull();
    expect(parseAge('-1d')).toBeNull();
    expect(parseAge('99999w')).toBeNull();
  });
});
