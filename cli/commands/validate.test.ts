import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from './validate';

function capture() {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
      env: {},
    },
    out: () => out,
    err: () => err,
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitectl-validate-'));
  await mkdir(path.join(dir, 'pages'));
  await writeFile(
    path.join(dir, 'pages', 'index.yaml'),
    'title: Home\nblocks:\n  - type: hero\n    title: Hello\n',
  );
  await writeFile(
    path.join(dir, 'pages', 'broken.yaml'),
    'title: Broken\nblocks:\n  - type: hero\n  - type: nope\n',
  );
});

describe('sitectl validate', () => {
  it('exits 0 and says so when the given documents are valid', async () => {
    const run = capture();
    const code = await runValidate(
      [path.join(dir, 'pages', 'index.yaml'), '--pages', path.join(dir, 'pages')],
      run.io,
    );
    expect(code).toBe(0);
    expect(run.out()).toBe('1 page document valid\n');
  });

  it('exits 1 and prints every problem with its position', async () => {
    const run = capture();
    const code = await runValidate(
      [path.join(dir, 'pages', 'broken.yaml'), '--pages', path.join(dir, 'pages')],
      run.io,
    );
    expect(code).toBe(1);
    const lines = run.out().trim().split('\n');
    expect(lines[0]).toMatch(/broken\.yaml:3:5 blocks\[0\]: must have required property 'title'$/);
    expect(lines[1]).toMatch(
      /broken\.yaml:4:11 blocks\[1\]\.type: unknown block type 'nope'; use one of: hero, /,
    );
    expect(lines[2]).toBe('2 problems in 1 of 1 documents');
  });

  it('prints a machine-readable report with --json', async () => {
    const run = capture();
    const code = await runValidate(
      [path.join(dir, 'pages'), '--json', '--pages', path.join(dir, 'pages')],
      run.io,
    );
    expect(code).toBe(1);
    const report = JSON.parse(run.out());
    expect(report.valid).toBe(false);
    expect(report.documents).toBe(2);
    expect(report.problems[0]).toMatchObject({
      code: 'schema',
      level: 'error',
      line: 3,
      column: 5,
      path: 'blocks[0]',
    });
    expect(report.problems[1]).toMatchObject({ code: 'unknown-block', path: 'blocks[1].type' });
  });

  it('exits 2 for a path that does not exist or an unknown option', async () => {
    const missing = capture();
    expect(await runValidate([path.join(dir, 'nope.yaml')], missing.io)).toBe(2);
    expect(missing.err()).toContain('No such file or folder');
    expect(await runValidate(['--no-such-option'], capture().io)).toBe(2);
  });

  it('validates the real site', async () => {
    const run = capture();
    expect(await runValidate([], run.io)).toBe(0);
    expect(run.out()).toMatch(/page documents valid/);
  });
});
