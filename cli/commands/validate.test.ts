import { copyFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createValidateCommand } from './validate';
import { runCommand, type CommandIo } from './command-io';

type RunIo = Omit<CommandIo, 'setExitCode'>;
const runValidate = (argv: string[], io: RunIo) => runCommand(createValidateCommand, argv, io);

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
  await writeFile(
    path.join(dir, 'pages', 'two-kinds.yaml'),
    'title: Two kinds\nblocks:\n  - type: cta-band\n    actions:\n      - { label: Go, scrollTo: nowhere }\n',
  );
  await writeFile(path.join(dir, 'pages', 'field-kinds.yaml'), fieldKindsPage);
  await mkdir(path.join(dir, 'pages', 'services'));
  const template = await readFile(path.resolve('pages/services/[slug].yaml'), 'utf8');
  await writeFile(
    path.join(dir, 'pages', 'services', '[slug].yaml'),
    template.replace("title: '{record.h1}'", "title: '{record.nope}'"),
  );
  for (const file of ['_site.yaml', 'contact.yaml'])
    await copyFile(path.resolve('pages', file), path.join(dir, 'pages', file));
  await mkdir(path.join(dir, 'seed'));
  await writeFile(path.join(dir, 'seed', '10-good.yaml'), serviceFile('good-one', 'Good one'));
  await writeFile(path.join(dir, 'seed', '20-no-h1.yaml'), serviceFile('no-heading', null));
  await writeFile(path.join(dir, 'seed', '30-again.yaml'), serviceFile('good-one', 'Again'));
});

/** A form whose tick box has a textarea's rows and whose select has no options. */
const fieldKindsPage = `title: Office Hours
blocks:
  - type: form-section
    form:
      name: office-hours
      submitLabel: Reserve My Slot
      toast: { title: Slot Reserved!, text: See you on Thursday. }
      fields:
        - name: consent
          label: I agree to be contacted
          kind: checkbox
          rows: 3
        - { name: topic, label: Topic, kind: select, required: true }
`;

const schemaLine = '# yaml-language-server: $schema=../../schemas/service-content.schema.json';

/** A service content file of one record; without a heading when `h1` is null. */
function serviceFile(slug: string, h1: string | null): string {
  return [
    schemaLine,
    'services:',
    `  - slug: ${slug}`,
    '    name: A service',
    ...(h1 === null ? [] : [`    h1: ${h1}`]),
    '    pains: [Slow networks]',
    '',
  ].join('\n');
}

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

  it('exits 1 and prints every problem with its position, code, code frame and hint', async () => {
    const run = capture();
    const code = await runValidate(
      [path.join(dir, 'pages', 'broken.yaml'), '--pages', path.join(dir, 'pages')],
      run.io,
    );
    expect(code).toBe(1);
    const [first, second, summary] = run.out().trim().split('\n\n');
    expect(first!.split('\n')).toEqual([
      expect.stringMatching(
        /broken\.yaml:3:5 missing-property blocks\[0\]: must have required property 'title'$/,
      ),
      '  2 | blocks:',
      '  3 |   - type: hero',
      '    |     ^^^^^^^^^^',
      '  hint: Add `title:` here. The headline of the page.',
    ]);
    expect(second).toMatch(
      /broken\.yaml:4:11 unknown-block blocks\[1\]\.type: unknown block type 'nope'; use one of: hero, /,
    );
    expect(second).toContain(
      '\n    |           ^^^^\n  hint: docs/blocks.md describes every block type.',
    );
    expect(summary!.split('\n')).toEqual([
      '2 problems in 1 of 1 documents',
      '  1 × missing-property: A required property is missing.',
      '  1 × unknown-block: A block names a type that is not registered.',
      'docs/errors.md explains each code.',
    ]);
  });

  it('reports schema errors and broken references of a document in one run', async () => {
    const run = capture();
    const file = path.join(dir, 'pages', 'two-kinds.yaml');
    expect(await runValidate([file, '--pages', path.join(dir, 'pages')], run.io)).toBe(1);
    expect(run.out()).toMatch(/two-kinds\.yaml:3:5 missing-property blocks\[0\]: /);
    expect(run.out()).toMatch(
      /two-kinds\.yaml:5:32 unknown-anchor blocks\[0\]\.actions\[0\]\.scrollTo: /,
    );
  });

  it("refuses a form field's property of another kind, and a select without options, in the kind's words", async () => {
    const run = capture();
    const file = path.join(dir, 'pages', 'field-kinds.yaml');
    expect(await runValidate([file, '--pages', path.join(dir, 'pages')], run.io)).toBe(1);
    const [rows, options, summary] = run.out().trim().split('\n\n');
    expect(rows!.split('\n')).toEqual([
      expect.stringMatching(
        /field-kinds\.yaml:12:11 not-for-this-kind blocks\[0\]\.form\.fields\[0\]: a checkbox field takes no rows; only a textarea field does$/,
      ),
      '  11 |           kind: checkbox',
      '  12 |           rows: 3',
      '     |           ^^^^',
      '  hint: Remove rows, or change kind: to textarea.',
    ]);
    expect(options!.split('\n')).toEqual([
      expect.stringMatching(
        /field-kinds\.yaml:13:11 missing-property blocks\[0\]\.form\.fields\[1\]: a select field needs options$/,
      ),
      '  12 |           rows: 3',
      '  13 |         - { name: topic, label: Topic, kind: select, required: true }',
      '     |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
      '  hint: Add `options:` here. The choices, in the order shown.',
    ]);
    expect(summary).toContain('2 problems in 1 of 1 documents');
    expect(summary).toContain(
      '1 × not-for-this-kind: A form field has a property that only another kind of field takes.',
    );
  });

  it('exits 1 on an unknown record field in the service template, naming the known fields', async () => {
    const run = capture();
    const file = path.join(dir, 'pages', 'services', '[slug].yaml');
    expect(await runValidate([file, '--pages', path.join(dir, 'pages')], run.io)).toBe(1);
    expect(run.out()).toMatch(
      /\[slug\]\.yaml:\d+:13 unknown-record-field blocks\[0\]\.title: '\{record\.nope\}' names no field of the service record; known fields: slug, parent, parent_label, name, meta_title, meta_description, h1, hero, intro, pains, solutions, cta_label, video_id, image_alt, image_url, brands\n/,
    );
    expect(run.out()).toMatch(/\d+ \| {5}title: '\{record\.nope\}'\n +\| {13}\^{13}\n {2}hint: /);
    expect(run.out()).toContain('1 problem in 1 of 1 documents');
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
    const broken = report.problems.filter((problem: { file: string }) =>
      problem.file.endsWith('broken.yaml'),
    );
    expect(broken[0]).toMatchObject({
      code: 'missing-property',
      level: 'error',
      line: 3,
      column: 5,
      endLine: 3,
      endColumn: 14,
      path: 'blocks[0]',
      hint: 'Add `title:` here. The headline of the page.',
    });
    expect(broken[1]).toMatchObject({ code: 'unknown-block', path: 'blocks[1].type' });
  });

  it('exits 2 for a path that does not exist or an unknown option', async () => {
    const missing = capture();
    expect(await runValidate([path.join(dir, 'nope.yaml')], missing.io)).toBe(2);
    expect(missing.err()).toContain('No such file or folder');
    expect(await runValidate(['--no-such-option'], capture().io)).toBe(2);
  });

  it('checks the seed, services and posts, against their schemas', async () => {
    const run = capture();
    expect(await runValidate(['supabase/seed'], run.io)).toBe(0);
    expect(run.out()).toMatch(/^\d+ service content files and 2 posts files valid\n$/);
  });

  it('exits 1 on a post with a date that is none, naming its place', async () => {
    const file = path.join(dir, 'posts.yaml');
    await writeFile(
      file,
      'posts:\n  - slug: a-post\n    title: A post\n    author: Sara\n    date: 2026-02-30x\n    excerpt: Short.\n    body: Long.\n',
    );
    const run = capture();
    expect(await runValidate([file], run.io)).toBe(1);
    expect(run.out()).toMatch(
      /posts\.yaml:5:11 wrong-format posts\[0\]\.date: must be a date written as YYYY-MM-DD/,
    );
  });

  it('exits 1 on a service record without h1, with its place, code frame and hint', async () => {
    const run = capture();
    const file = path.join(dir, 'seed', '20-no-h1.yaml');
    expect(await runValidate([file], run.io)).toBe(1);
    const [problem, summary] = run.out().trim().split('\n\n');
    expect(problem!.split('\n')).toEqual([
      expect.stringMatching(
        /seed\/20-no-h1\.yaml:3:5 missing-property services\[0\]: must have required property 'h1'$/,
      ),
      '  2 | services:',
      '  3 |   - slug: no-heading',
      '    |     ^^^^^^^^^^^^^^^^',
      '  hint: Add `h1:` here. The main heading of the page.',
    ]);
    expect(summary).toContain('1 problem in 1 of 1 documents');
  });

  it('exits 1 on a slug two service content files share, naming the first', async () => {
    const run = capture();
    const seed = path.join(dir, 'seed');
    expect(await runValidate([seed], run.io)).toBe(1);
    expect(run.out()).toMatch(
      /seed\/30-again\.yaml:3:11 duplicate-slug services\[0\]\.slug: the slug 'good-one' is already used at .*seed\/10-good\.yaml:3:11\n/,
    );
    expect(run.out()).toContain('2 problems in 2 of 3 documents');
  });

  it('checks every document of a service content file, and their slugs together', async () => {
    const without = (text: string) => text.replace(`${schemaLine}\n`, '');
    const noHeading = path.join(dir, 'seed', 'no-heading-after.yaml');
    await writeFile(
      noHeading,
      `${serviceFile('two', 'Two')}---\n${without(serviceFile('three', null))}`,
    );
    const again = path.join(dir, 'seed', 'again-after.yaml');
    await writeFile(
      again,
      `${serviceFile('four', 'Four')}---\n${without(serviceFile('four', 'Again'))}`,
    );
    const run = capture();
    try {
      expect(await runValidate([noHeading, again], run.io)).toBe(1);
    } finally {
      await Promise.all([rm(noHeading), rm(again)]);
    }
    expect(run.out()).toMatch(
      /no-heading-after\.yaml:9:5 missing-property services\[0\]: must have required property 'h1'\n/,
    );
    expect(run.out()).toMatch(
      /again-after\.yaml:9:11 duplicate-slug services\[0\]\.slug: the slug 'four' is already used at .*again-after\.yaml:3:11\n/,
    );
  });

  it('checks a file without the schema line by its shape: services as services, else a page', async () => {
    const run = capture();
    const services = path.join(dir, 'seed', 'no-line.yaml');
    const page = path.join(dir, 'seed', 'not-a-page.yaml');
    await writeFile(services, serviceFile('plain', 'Plain').replace(`${schemaLine}\n`, ''));
    await writeFile(page, 'slug: plain\nname: Plain\n');
    try {
      expect(await runValidate([services], run.io)).toBe(0);
      expect(await runValidate([page], run.io)).toBe(1);
    } finally {
      await rm(services);
      await rm(page);
    }
    expect(run.out()).toContain('1 service content file valid');
    expect(run.out()).toMatch(
      /not-a-page\.yaml:1:1 missing-property must have required property 'title'/,
    );
  });

  it('validates the real site', async () => {
    const run = capture();
    expect(await runValidate([], run.io)).toBe(0);
    expect(run.out()).toMatch(/page documents valid/);
  });
});
