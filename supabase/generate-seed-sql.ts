import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { SEED_SQL_FILE } from '../engine/services/seed/seed-files';
import { siteSeedSql } from '../engine/site-stores/site-seed';

try {
  writeFileSync(SEED_SQL_FILE, siteSeedSql());
  console.info(`Wrote ${relative(process.cwd(), SEED_SQL_FILE)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
