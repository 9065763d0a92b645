import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The Node version is one fact: .node-version names it; the `node` development dependency
// that npm puts first on every script's PATH is that line, package.json's engines and the
// README agree, and every installed package accepts it.

const root = path.resolve(import.meta.dirname, '..');
const wanted = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const version = `${wanted}.0.0`;

function installedPackages(): { name: string; engines?: { node?: string } }[] {
  const found = [];
  const modules = path.join(root, 'node_modules');
  for (const entry of readdirSync(modules)) {
    const folders = entry.startsWith('@')
      ? readdirSync(path.join(modules, entry)).map((name) => path.join(entry, name))
      : [entry];
    for (const folder of folders) {
      try {
        found.push(JSON.parse(readFileSync(path.join(modules, folder, 'package.json'), 'utf8')));
      } catch {
        // Not a package (.bin, .cache).
      }
    }
  }
  return found;
}

describe('the Node version', () => {
  it('is the one package.json, the README and the running Node name', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(semver.satisfies(version, pkg.engines.node)).toBe(true);
    expect(semver.major(pkg.devDependencies.node)).toBe(Number(wanted));
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`Node.js ${wanted}`);
    expect(process.versions.node.split('.')[0]).toBe(wanted);
  });

  it('is accepted by every installed package', () => {
    const refusing = installedPackages()
      .filter((pkg) => typeof pkg.engines?.node === 'string')
      .filter((pkg) => !semver.satisfies(version, pkg.engines!.node!, { includePrerelease: true }))
      .map((pkg) => `${pkg.name} wants node ${pkg.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
