import { describe, expect, it } from 'vitest';
import { compareLocaleStructure } from './compare-locale-structure';
import { documentAt, parseYaml } from './parse-yaml';

function compare(english: string, arabic: string) {
  const parsedEnglish = documentAt(parseYaml(english, 'pages/x.yaml', 'page').parsed!, 0)!;
  const parsedArabic = documentAt(parseYaml(arabic, 'pages/ar/x.yaml', 'page').parsed!, 0)!;
  return compareLocaleStructure(
    { file: 'pages/x.yaml', data: parsedEnglish.doc.toJS() },
    { file: 'pages/ar/x.yaml', data: parsedArabic.doc.toJS(), parsed: parsedArabic },
  );
}

const english = `title: Contact
blocks:
  - type: hero
    id: top
    title: Talk to us
    actions:
      - { label: Call, to: /contact, icon: phone }
`;

describe('compareLocaleStructure', () => {
  it('accepts a translation that differs only in words', () => {
    const arabic = english
      .replace('Contact', 'اتصل بنا')
      .replace('Talk to us', 'تحدث إلينا')
      .replace('label: Call', 'label: اتصل');
    expect(compare(english, arabic)).toEqual([]);
  });

  it('names a value the translation leaves out, where its mapping is', () => {
    const arabic = english.replace('    id: top\n', '');
    const [found] = compare(english, arabic);
    expect(found).toMatchObject({
      code: 'missing-locale-value',
      file: 'pages/ar/x.yaml',
      path: 'blocks[0]',
      line: 3,
    });
    expect(found!.message).toContain('has no id');
  });

  it('refuses a changed link, icon or list length', () => {
    const moved = compare(english, english.replace('to: /contact', 'to: /about'));
    expect(moved).toMatchObject([
      { code: 'locale-structure-mismatch', path: 'blocks[0].actions[0].to', line: 7 },
    ]);
    const shorter = compare(
      english,
      english
        .replace(/ {6}- \{ label: Call.*\n/, '      []\n')
        .replace('actions:\n      []', 'actions: []'),
    );
    expect(shorter.map((found) => found.code)).toEqual(['locale-structure-mismatch']);
  });

  it('names a word left to its schema default, which is English', () => {
    const parsed = documentAt(parseYaml(english, 'pages/ar/x.yaml', 'page').parsed!, 0)!;
    const data = parsed.doc.toJS() as { blocks: Record<string, unknown>[] };
    const defaulted = {
      ...data,
      blocks: [{ ...data.blocks[0], badge: 'Headquarters', look: 'outlined' }],
    };
    const found = compareLocaleStructure(
      { file: 'pages/x.yaml', data },
      { file: 'pages/ar/x.yaml', data, parsed, defaulted },
    );
    expect(found.map((problem) => [problem.code, problem.message])).toEqual([
      [
        'missing-locale-value',
        'leaves badge to its default, "Headquarters", which is not in this language: write badge here and in pages/x.yaml',
      ],
    ]);
  });
});

describe('compareLocaleStructure on groups of words and the places a key is words', () => {
  it('names every word of a group left out, whose defaults are English', () => {
    const data = { blocks: [{ type: 'admin-dashboard', heading: 'لوحة الإدارة' }] };
    const defaulted = {
      blocks: [
        {
          ...data.blocks[0],
          card: { parent: 'Category', updated: 'Updated' },
          pagination: { labels: ['Previous page'], look: 'outlined' },
        },
      ],
    };
    const found = compareLocaleStructure(
      { file: 'pages/admin.yaml', data },
      { file: 'pages/ar/admin.yaml', data, defaulted },
    );
    expect(found.map((problem) => [problem.path, problem.message])).toEqual([
      [
        'blocks[0]',
        'leaves card.parent to its default, "Category", which is not in this language: write card.parent here and in pages/admin.yaml',
      ],
      [
        'blocks[0]',
        'leaves card.updated to its default, "Updated", which is not in this language: write card.updated here and in pages/admin.yaml',
      ],
      [
        'blocks[0]',
        'leaves pagination.labels[0] to its default, "Previous page", which is not in this language: write pagination.labels[0] here and in pages/admin.yaml',
      ],
    ]);
  });

  it("takes a table's column headings and a resource's category as words", () => {
    const english = `columns: { form: Form, status: Status }
resources:
  - { title: Playbook, category: Security, status: Ready }
services:
  - { slug: cloud, name: Cloud, category: core }
`;
    const arabic = `columns: { form: النموذج, status: الحالة }
resources:
  - { title: دليل, category: الأمن, status: Ready }
services:
  - { slug: cloud, name: السحابة, category: أساسية }
`;
    expect(compare(english, arabic)).toMatchObject([
      {
        code: 'locale-structure-mismatch',
        path: 'services[0].category',
        line: 5,
      },
    ]);
  });
});
