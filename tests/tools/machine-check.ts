// Run first by `npm test`: names every program the tests need that this machine lacks,
// with the one command that installs them, instead of a failure ten minutes in.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../engine/schema/project-root';
import { findBinDir } from '../fixtures/postgres-server';
import { chromiumExecutable } from './chromium';
import { NGINX } from './nginx';

interface Need {
  what: string;
  /** Debian's packages that bring it. */
  packages: string[];
  /** The variable that names another place for it, if any. */
  variable?: string;
  present(): boolean | Promise<boolean>;
}

const onPath = (program: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const needs: Need[] = [
  {
    what: 'Chromium, for the end-to-end tests',
    packages: ['chromium', 'fonts-dejavu-core'],
    variable: 'CHROMIUM_PATH',
    present: () => !!chromiumExecutable && existsSync(chromiumExecutable),
  },
  {
    what: 'PostgreSQL programs (initdb, pg_ctl), for the database tests',
    packages: ['postgresql'],
    variable: 'PG_BIN',
    present: () =>
      findBinDir().then(
        () => true,
        () => false,
      ),
  },
  {
    what: 'nginx, for the tests behind a reverse proxy',
    packages: ['nginx-light'],
    variable: 'NGINX_PATH',
    present: () => existsSync(NGINX),
  },
  {
    what: 'openssl, which makes those tests a certificate',
    packages: ['openssl'],
    present: () => onPath('openssl'),
  },
  {
    what: 'strace, which counts the database’s disk flushes',
    packages: ['strace'],
    present: () => onPath('strace'),
  },
];

const wantedNode = readFileSync(path.join(projectRoot, '.node-version'), 'utf8').trim();
const problems: string[] = [];
if (process.versions.node.split('.')[0] !== wantedNode) {
  problems.push(
    `- Node.js ${wantedNode}: this is ${process.version}. Run the tests through npm ` +
      `(npm test), which puts the project's own Node.js (node_modules/.bin/node) first.`,
  );
}
const missing: Need[] = [];
for (const need of needs) if (!(await need.present())) missing.push(need);
for (const need of missing) {
  const elsewhere = need.variable ? ` (or set ${need.variable})` : '';
  problems.push(`- ${need.what}: Debian's ${need.packages.join(', ')}${elsewhere}`);
}

if (problems.length > 0) {
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  console.error(`The tests need what this machine lacks:\n${problems.join('\n')}`);
  if (packages.length > 0) {
    console.error(`\nInstall them with:\n  sudo apt-get install -y ${packages.join(' ')}`);
  }
  process.exit(1);
}
