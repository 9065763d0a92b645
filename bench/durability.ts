import { spawnSync } from 'node:child_process';
import { countDiskFlushes } from '../tests/tools/disk-flushes';

const LEADS = 20;

/**
 * How many times the database flushed to disk while the server stored 20 leads one after
 * another: at least one per lead means every acknowledged lead was on disk before its
 * answer. Notes instead where strace is missing.
 */
export async function printDurability(base: string, dataDir: string) {
  if (spawnSync('strace', ['-V']).status !== 0) {
    console.info('Durability: strace is not installed, so the disk flushes were not counted.');
    return;
  }
  const syncs = await countDiskFlushes(dataDir, async () => {
    for (let lead = 0; lead < LEADS; lead++) {
      await fetch(`${base}/api/leads?form=join&page=%2F`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Durability', email: `durable${lead}@example.ae` }),
      });
    }
  });
  console.info(
    `Durability: ${syncs} disk flushes (fsync, fdatasync) for ${LEADS} leads stored one after ` +
      `another, ${(syncs / LEADS).toFixed(1)} per lead.`,
  );
}
