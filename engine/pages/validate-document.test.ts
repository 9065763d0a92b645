import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../document/problem';
import { validatePageText, validateSiteText } from './validate-document';

const links = { routes: new Set(['/', '/contact', '/services']), patterns: ['/services/:slug'] };

function messages(text: string) {
  return validatePageText(text, 'pages/test.yaml', { links }).problems.map(formatProblem);
}

const page = (blocks: string) => `title: Test\nblocks:\n${blocks}`;

describe('validatePageText', () => {
  it('accepts a valid page and returns its data', () => {
    const result = validatePageText(
      page(
        '  - type: not-found\n    code: "404"\n    heading: Gone\n    action: { label: Home, to: / }\n',
      ),
      'pages/test.yaml',
      { links },
    );
    expect(result.problems).toEqual([]);
    expect(result.data?.blocks[0]?.type).toBe('not-found');
  });

  it('names the file, line, column and document path of a missing property', () => {
    const text = page(
      [
        '  - type: card-grid',
        '    heading: Cards',
        '    items:',
        '      - title: One',
        '      - description: no title here',
        '',
      ].join('\n'),
    );
    expect(messages(text)).toEqual([
      "pages/test.yaml:7:9 missing-property blocks[0].items[1]: must have required property 'title'",
    ]);
  });

  it('reports an unknown block type with the known types, and nothing else about it', () => {
    const [message, ...rest] = messages(page('  - type: heroo\n    title: Hi\n'));
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^pages\/test\.yaml:3:11 unknown-block blocks\[0\]\.type: unknown block type 'heroo'; use one of: hero, card-grid, /,
    );
  });

  it('treats Object.prototype names as unknown block types', () => {
    expect(messages(page('  - type: constructor\n'))[0]).toContain(
      "unknown block type 'constructor'",
    );
  });

  it('points at a misspelt property and suggests the right one', () => {
    expect(messages(page('  - type: hero\n    title: Hi\n    subtitel: typo\n'))).toEqual([
      "pages/test.yaml:5:5 unknown-property blocks[0]: unknown property 'subtitel'; did you mean 'subtitle'?",
    ]);
  });

  it('reports every error of a document, in file order', () => {
    const text = page('  - type: hero\n  - type: stats-band\n    items: []\n');
    expect(messages(text)).toEqual([
      "pages/test.yaml:3:5 missing-property blocks[0]: must have required property 'title'",
      'pages/test.yaml:5:12 wrong-count blocks[1].items: must NOT have fewer than 1 items',
    ]);
  });

  it('explains an action with no target in words', () => {
    expect(
      messages(page('  - type: hero\n    title: Hi\n    actions:\n      - label: Go\n')),
    ).toEqual([
      'pages/test.yaml:6:9 one-action blocks[0].actions[0]: needs exactly one action: to, href, scrollTo, open or download',
    ]);
  });

  it('rejects an href that is not https, mailto or tel', () => {
    const [message] = messages(
      page(
        '  - type: hero\n    title: Hi\n    actions:\n      - { label: Go, href: "javascript:alert(1)" }\n',
      ),
    );
    expect(message).toContain('blocks[0].actions[0].href: must match pattern');
  });

  it.each([['/\\evil.example/x.png'], ['//evil.example/x.png'], ['/images/a\\b.png']])(
    'refuses an image path that could name another host: %s',
    (src) => {
      const text = `title: Test\nimage: '${src}'\nblocks:\n  - type: feature-split\n    title: T\n    image: { src: '${src}', alt: A, width: 1, height: 1 }\n`;
      const found = messages(text);
      expect(found).toContainEqual(expect.stringContaining('image: must match pattern'));
      expect(found).toContainEqual(
        expect.stringContaining('blocks[0].image.src: must match pattern'),
      );
    },
  );

  it('checks that open, scrollTo and to lead somewhere', () => {
    const text = page(
      [
        '  - type: hero',
        '    title: Hi',
        '    actions:',
        '      - { label: A, open: missing-dialog }',
        '      - { label: B, scrollTo: nowhere }',
        '      - { label: C, to: /no-such-page }',
        '      - { label: D, to: /services/any-slug?x=1 }',
        '',
      ].join('\n'),
    );
    expect(messages(text)).toEqual([
      "pages/test.yaml:6:27 unknown-dialog blocks[0].actions[0].open: no dialog with id 'missing-dialog' on this page",
      "pages/test.yaml:7:31 unknown-anchor blocks[0].actions[1].scrollTo: no element with id 'nowhere' on this page",
      "pages/test.yaml:8:25 broken-link blocks[0].actions[2].to: '/no-such-page' leads to no page of the site",
    ]);
  });

  it("checks that a button's preset names a choice of its dialog's form, and one of its options", () => {
    const text = page(
      [
        '  - type: hero',
        '    title: Hi',
        '    actions:',
        '      - { label: A, open: seats, preset: { talk: zero-trust } }',
        '      - { label: B, open: seats, preset: { talk: firewalls } }',
        '      - { label: C, open: seats, preset: { company: Acme, city: Dubai } }',
        '      - { label: D, scrollTo: seats, preset: { talk: zero-trust } }',
        '  - type: dialog-form',
        '    id: seats',
        '    title: Save a Seat',
        '    form:',
        '      name: seats',
        '      submitLabel: Save my seat',
        '      fields:',
        '        - { name: company, label: Company }',
        '        - { name: agree, label: I agree, kind: checkbox }',
        '        - name: talk',
        '          label: Talk',
        '          kind: select',
        '          options: [{ value: zero-trust, label: Zero trust }]',
        '      toast: { title: Saved, text: See you there. }',
        '',
      ].join('\n'),
    );
    expect(messages(text)).toEqual([
      "pages/test.yaml:7:50 unknown-preset blocks[0].actions[1].preset.talk: 'firewalls' is not one of the options of 'talk' (options: zero-trust)",
      "pages/test.yaml:8:53 unknown-preset blocks[0].actions[2].preset.company: 'company' is not a choice: a preset picks an option",
      "pages/test.yaml:8:65 unknown-preset blocks[0].actions[2].preset.city: the dialog's form has no field 'city'",
      'pages/test.yaml:9:9 schema blocks[0].actions[3]: has a preset but no open: a preset fills the form of the dialog a button opens',
    ]);
  });

  it("checks that a consent box's privacy page exists", () => {
    const text = page(
      [
        '  - type: form-section',
        '    id: join',
        '    form:',
        '      name: join',
        '      submitLabel: Join',
        '      toast: { title: Thanks, text: Welcome }',
        '      fields:',
        '        - { name: email, label: Email, kind: email, required: true }',
        '        - { name: ok, label: Keep my answers, kind: checkbox, consent: /privcy }',
        '',
      ].join('\n'),
    );
    expect(messages(text)).toEqual([
      "pages/test.yaml:11:72 broken-link blocks[0].form.fields[1].consent: '/privcy' leads to no page of the site: a consent box links to the privacy page",
    ]);
  });

  it("checks that an automatic reply has an address to go to and names the form's fields", () => {
    const form = (fields: string, subject: string) =>
      page(
        [
          '  - type: form-section',
          '    form:',
          '      name: contact',
          '      submitLabel: Send',
          '      toast: { title: Thanks, text: We will answer }',
          '      fields:',
          fields,
          '      autoReply:',
          `        subject: '${subject}'`,
          '        body: Thank you, {name}. {product} answers within a day.',
          '',
        ].join('\n'),
      );
    const nameOnly = '        - { name: name, label: Full Name, required: true }';
    expect(messages(form(nameOnly, 'Hello {name}'))).toEqual([
      'pages/test.yaml:11:9 auto-reply-without-email blocks[0].form.autoReply: the form has no field named email to send its automatic reply to',
    ]);
    const withEmail = `${nameOnly}\n        - { name: email, label: Email, kind: email, required: true }`;
    expect(messages(form(withEmail, 'Hello {fullName}'))).toEqual([
      'pages/test.yaml:12:18 unknown-placeholder blocks[0].form.autoReply.subject: {fullName} names no field of this form (its fields: name, email)',
    ]);
    expect(messages(form(withEmail, 'Hello {name}'))).toEqual([]);
  });

  it('reports two elements with one id', () => {
    const text = page(
      '  - type: hero\n    id: top\n    title: A\n  - type: hero\n    id: top\n    title: B\n',
    );
    expect(messages(text)).toEqual([
      "pages/test.yaml:6:5 duplicate-id blocks[1]: the id 'top' is already used at blocks[0]",
    ]);
  });

  it('reports YAML syntax errors with their position', () => {
    expect(messages('title: Test\nblocks:\n  - type: hero\n   title: bad indent\n')[0]).toMatch(
      /^pages\/test\.yaml:4:\d+ /,
    );
    expect(messages('title: A\ntitle: B\nblocks: []\n')[0]).toMatch(
      /^pages\/test\.yaml:2:1 yaml-duplicate-key Map keys must be unique/,
    );
  });

  it('refuses a file that is not a mapping', () => {
    expect(messages('- just\n- a list\n')).toEqual([
      'pages/test.yaml:1:1 not-a-page the file must hold one YAML mapping (key: value pairs), such as title and blocks',
    ]);
  });

  it('refuses huge files and alias bombs without expanding them', () => {
    expect(messages(`title: x\n#${'a'.repeat(1024 * 1024)}\n`)[0]).toMatch(
      /file-too-large The file is larger than 1 MB\. Split it into smaller files\./,
    );
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 9; level++)
      bomb.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(', ')}]`,
      );
    expect(messages(bomb.join('\n'))[0]).toMatch(/alias/i);
  });
});

describe('one pass', () => {
  it('reports a schema error and a broken scrollTo of one document together', () => {
    const text = page(
      '  - type: cta-band\n    actions:\n      - { label: Go, scrollTo: nowhere }\n',
    );
    expect(validatePageText(text, 'pages/test.yaml', { links }).problems).toMatchObject([
      { code: 'missing-property', line: 3, path: 'blocks[0]' },
      { code: 'unknown-anchor', line: 5, path: 'blocks[0].actions[0].scrollTo' },
    ]);
  });

  it('reports a value the schema rejects once, not again as a broken reference', () => {
    const text = page(
      '  - type: hero\n    title: Hi\n    actions:\n      - { label: A, open: Not An Id }\n',
    );
    expect(messages(text)).toEqual([
      expect.stringMatching(/wrong-format blocks\[0\]\.actions\[0\]\.open: must match pattern/),
    ]);
  });

  it('gives every problem an end and a hint', () => {
    const [found] = validatePageText(
      page('  - type: hero\n    titel: Hi\n'),
      'pages/test.yaml',
    ).problems;
    expect(found).toMatchObject({ line: 3, column: 5, endLine: 4, endColumn: 13 });
    expect(found?.hint).toBe('Add `title:` here. The headline of the page.');
  });
});

describe('record references', () => {
  const template = readFileSync(
    path.resolve(import.meta.dirname, '../../pages/services/[slug].yaml'),
    'utf8',
  );

  it('accepts the service template as it is', () => {
    expect(validatePageText(template, 'pages/services/[slug].yaml', { links }).problems).toEqual(
      [],
    );
  });

  it('points at an unknown {record.<field>} and names the known fields', () => {
    const text = template.replace("title: '{record.h1}'", "title: 'About {record.nope}'");
    const problems = validatePageText(text, 'pages/services/[slug].yaml', { links }).problems;
    expect(problems).toHaveLength(1);
    const line = text.split('\n').findIndex((row) => row.includes('{record.nope}')) + 1;
    expect(problems[0]).toMatchObject({
      code: 'unknown-record-field',
      path: 'blocks[0].title',
      line,
      column: 19,
      endColumn: 31,
    });
    expect(problems[0]?.message).toContain(
      'known fields: slug, parent, parent_label, name, meta_title,',
    );
  });

  it('refuses record fields on a page without a record', () => {
    expect(messages(page("  - type: hero\n    title: '{record.h1}'\n"))).toEqual([
      "pages/test.yaml:4:13 unknown-record-field blocks[0].title: '{record.h1}' is never filled in: this page has no record section",
    ]);
  });
});

describe('validateSiteText', () => {
  it('checks navigation and footer links against the routes', () => {
    const result = validateSiteText('brand: {}\n', 'pages/_site.yaml', links);
    expect(result.problems.map(formatProblem)).toContain(
      "pages/_site.yaml:1:1 missing-property must have required property 'siteUrl'",
    );
  });
});
