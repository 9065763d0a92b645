import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIo } from '../../tests/fixtures/capture-io';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { readSeedFiles, servicesFromSeedFiles } from '../../engine/services/seed/seed-files';
import { runCommand } from './command-io';
import { createImportCommand, type ImportReport } from './import';
import { createValidateCommand } from './validate';

// `sitectl validate` and `sitectl import` read service content through one front door
// (engine/document): one size limit, one problem catalogue, one code frame.

const schemaLine = '# yaml-language-server: $schema=../../schemas/service-content.schema.json';
const megabyte = 1024 * 1024;

/** A seed-style service content file of about `bytes` bytes: services of a real size. */
function servicesFile(bytes: number): string {
  const intro = 'Managed networks, monitored day and night by engineers in Dubai. '.repeat(30);
  const service = (index: number) =>
    `  - slug: service-${index}\n    name: Service ${index}\n    h1: Service ${index} in Dubai\n    intro: ${intro}\n`;
  const count = Math.ceil(bytes / service(0).length);
  return [schemaLine, 'services:', ...Array.from({ length: count }, (_, i) => service(i))].join(
    '\n',
  );
}

let dir: string;
const file = (name: string, text: string) => {
  const written = path.join(dir, name);
  writeFileSync(written, text);
  return written;
};

beforeAll(() => {
  dir = makeTempDir('sitectl-front-door-');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function validate(...argv: string[]) {
  const output = captureIo();
  const code = await runCommand(createValidateCommand, argv, output.io);
  return { code, out: output.stdout() };
}

async function importDryRun(...argv: string[]) {
  const output = captureIo();
  const code = await runCommand(createImportCommand, ['--dry-run', ...argv], output.io);
  return { code, out: output.stdout(), err: output.stderr() };
}

async function importJson(...argv: string[]) {
  const { code, out } = await importDryRun('--json', ...argv);
  return { code, report: JSON.parse(out) as ImportReport };
}

describe('validate and import --dry-run of one services file', () => {
  it('both accept a 2 MB services file, and the seed loading does too', async () => {
    const seedDir = path.join(dir, 'seed');
    mkdirSync(seedDir);
    const twoMegabytes = path.join(seedDir, 'large.yaml');
    writeFileSync(twoMegabytes, servicesFile(2 * megabyte));
    expect(statSync(twoMegabytes).size).toBeGreaterThan(2 * megabyte);

    expect(await validate(twoMegabytes)).toEqual({
      code: 0,
      out: '1 service content file valid\n',
    });
    const imported = await importDryRun(twoMegabytes);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^Dry run: 1,?\d{3} services would be imported; /);
    expect(servicesFromSeedFiles(readSeedFiles(seedDir)).length).toBeGreaterThan(1000);
  });

  it('both take a 2 MB services file without the schema line, anywhere, as service content', async () => {
    const listed = file('exported.yaml', servicesFile(2 * megabyte).replace(`${schemaLine}\n`, ''));
    expect(statSync(listed).size).toBeGreaterThan(2 * megabyte);

    expect(await validate(listed)).toEqual({ code: 0, out: '1 service content file valid\n' });
    const imported = await importDryRun(listed);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^Dry run: 1,?\d{3} services would be imported; /);
  });

  it('both refuse a file over 5 MB, with one code and one message', async () => {
    const tooLarge = file('too-large.yaml', servicesFile(5 * megabyte + 1));
    const message = 'The file is larger than 5 MB. Split it into smaller files.';

    const validated = await validate(tooLarge);
    expect(validated.code).toBe(1);
    expect(validated.out).toContain(`too-large.yaml:1:1 file-too-large ${message}\n`);

    const imported = await importDryRun(tooLarge);
    expect(imported.code).toBe(1);
    expect(imported.err).toContain(`too-large.yaml:1:1 file-too-large ${message}\n`);
    const { report } = await importJson(tooLarge);
    expect(report.errors).toEqual([
      expect.objectContaining({ code: 'file-too-large', line: null, message }),
    ]);
  });

  it('both report a repeated key with its own code, in the same code frame', async () => {
    const repeated = file(
      'repeated.yaml',
      `${schemaLine}\nservices:\n  - slug: cloud\n    name: Cloud\n    h1: Cloud in Dubai\n    name: Again\n`,
    );
    const diagnostic = [
      `${repeated}:6:5 yaml-duplicate-key Map keys must be unique`,
      '  5 |     h1: Cloud in Dubai',
      '  6 |     name: Again',
      '    |     ^^^^',
      '  hint: Remove one of the two, or rename it: a key appears once in its mapping.',
    ].join('\n');
    const shown = path.relative(process.cwd(), repeated);

    const validated = await validate(repeated);
    expect(validated.code).toBe(1);
    expect(validated.out).toContain(diagnostic.replace(repeated, shown));

    const imported = await importDryRun(repeated);
    expect(imported.code).toBe(1);
    expect(imported.err).toContain(`error: ${diagnostic}\n`);
    const { report } = await importJson(repeated);
    expect(report.errors).toEqual([
      expect.objectContaining({ code: 'yaml-duplicate-key', line: 6, column: 5 }),
    ]);

    const errors = readFileSync(path.resolve('docs/errors.md'), 'utf8');
    expect(errors).toContain('\n## yaml-duplicate-key\n');
  });
});
