import { describe, expect, it } from 'vitest';
import type { ServiceContentInput } from '../service-content';
import { IMPORT_MESSAGES } from './messages';
import { uploadedServices } from '../../../tests/fixtures/uploaded-services';

function service(overrides: Partial<ServiceContentInput>): ServiceContentInput {
  return {
    slug: 'managed-it',
    parent: 'general',
    name: 'Managed IT',
    meta_title: null,
    meta_description: null,
    h1: 'Managed IT Services',
    hero: null,
    intro: null,
    pains: [],
    solutions: [],
    cta_label: 'Get Started',
    video_id: null,
    image_alt: null,
    image_url: null,
    brands: [],
    ...overrides,
  };
}

const failed = (message: string) => ({ title: 'YAML Import Failed', message });

describe('importServices, as the upload shows it: accepted structures', () => {
  it('reads a top-level array of services', () => {
    const result = uploadedServices(
      '- slug: managed-it\n  name: Managed IT\n  h1: Managed IT Services\n' +
        '- slug: cloud\n  name: Cloud\n  h1: Cloud Services\n',
    );
    expect(result).toEqual({
      services: [service({}), service({ slug: 'cloud', name: 'Cloud', h1: 'Cloud Services' })],
      errors: [],
      warnings: [],
    });
    expect(result.fatal).toBeUndefined();
  });

  it('reads an object with a services array', () => {
    const result = uploadedServices(
      'services:\n  - slug: managed-it\n    name: Managed IT\n    h1: Managed IT Services\n',
    );
    expect(result.services).toEqual([service({})]);
  });

  it('reads an object with a content array', () => {
    const result = uploadedServices(
      'content:\n  - {slug: managed-it, name: Managed IT, h1: Managed IT Services}\n',
    );
    expect(result.services).toEqual([service({})]);
  });

  it('reads a single service object', () => {
    const result = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\n',
    );
    expect(result).toEqual({ services: [service({})], errors: [], warnings: [] });
  });

  it('reads several documents separated by ---, each of any accepted shape', () => {
    const result = uploadedServices(
      [
        '- {slug: one, name: One, h1: H1}',
        '---',
        'services:',
        '  - {slug: two, name: Two, h1: H2}',
        '---',
        'content: [{slug: three, name: Three, h1: H3}]',
        '---',
        'slug: four',
        'name: Four',
        'h1: H4',
        '---',
      ].join('\n'),
    );
    expect(result.services.map((entry) => entry.slug)).toEqual(['one', 'two', 'three', 'four']);
    expect(result.errors).toEqual([]);
    expect(result.fatal).toBeUndefined();
  });

  it('follows an aliased services list', () => {
    const result = uploadedServices(
      'defaults: &list\n  - {slug: managed-it, name: Managed IT, h1: Managed IT Services}\nservices: *list\n',
    );
    expect(result.services).toEqual([service({})]);
  });

  it.each([
    ['a scalar', 'just some text\n'],
    ['a number', '42\n'],
    ['an object that is not a service', 'title: Our services\nitems: 3\n'],
    ['a services key that is not a list', 'services: managed-it\n'],
    ['one unrecognised document among valid ones', '- {slug: a, name: A, h1: H}\n---\nhello\n'],
  ])('refuses %s', (_label, text) => {
    expect(uploadedServices(text)).toEqual({
      services: [],
      errors: [],
      warnings: [],
      fatal: failed('YAML structure not recognized. Expected an array or object with services.'),
    });
  });
});

describe('importServices, as the upload shows it: translations', () => {
  it("reads the words of a record in another language as the record's own are read", () => {
    const result = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\n' +
        'translations:\n  ar:\n    name: " تقنية المعلومات المُدارة "\n    h1: تقنية المعلومات\n    pains: أ, ب\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.services).toEqual([
      service({
        translations: {
          ar: { name: 'تقنية المعلومات المُدارة', h1: 'تقنية المعلومات', pains: ['أ', 'ب'] },
        },
      }),
    ]);
  });

  it('refuses a translation without a heading, or one that is not a mapping', () => {
    const without = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\ntranslations: { ar: { name: س } }\n',
    );
    expect(without.services).toEqual([]);
    expect(without.errors.length).toBeGreaterThan(0);
    const notMapping = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\ntranslations: [ar]\n',
    );
    expect(notMapping.services).toEqual([]);
  });
});

describe('importServices, as the upload shows it: fields', () => {
  it('maps every alternate key to its column', () => {
    const result = uploadedServices(
      [
        'slug: managed-it',
        'name: Managed IT',
        'h1: Managed IT Services',
        'metaTitle: Meta title',
        'metaDescription: Meta description',
        'ctaLabel: Talk to us',
        'videoId: dQw4w9WgXcQ',
        'imageAlt: Engineers at work',
        'imageUrl: https://images.example.com/it.jpg',
      ].join('\n'),
    );
    expect(result.services).toEqual([
      service({
        meta_title: 'Meta title',
        meta_description: 'Meta description',
        cta_label: 'Talk to us',
        video_id: 'dQw4w9WgXcQ',
        image_alt: 'Engineers at work',
        image_url: 'https://images.example.com/it.jpg',
      }),
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('accepts cta and video as the shortest spellings', () => {
    const result = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\ncta: Call us\nvideo: dQw4w9WgXcQ\n',
    );
    expect(result.services).toEqual([service({ cta_label: 'Call us', video_id: 'dQw4w9WgXcQ' })]);
  });

  it('lets the snake_case key win over its alternates, with a warning', () => {
    const result = uploadedServices(
      [
        'slug: managed-it',
        'name: Managed IT',
        'h1: Managed IT Services',
        'metaTitle: camel',
        'meta_title: snake',
        'cta: short',
        'ctaLabel: camel',
        'cta_label: snake',
      ].join('\n'),
    );
    expect(result.services).toEqual([service({ meta_title: 'snake', cta_label: 'snake' })]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'Both "meta_title" and "metaTitle" are given; "meta_title" is used.',
      'Both "cta_label" and "ctaLabel" are given; "cta_label" is used.',
      'Both "cta_label" and "cta" are given; "cta_label" is used.',
    ]);
  });

  it('uses an alternate key when the snake_case key is present but empty', () => {
    const result = uploadedServices(
      'slug: managed-it\nname: Managed IT\nh1: Managed IT Services\nmeta_title:\nmetaTitle: camel\n',
    );
    expect(result.services).toEqual([service({ meta_title: 'camel' })]);
    expect(result.warnings).toEqual([]);
  });

  it('fills the defaults: parent general, button Get Started, empty lists, null text', () => {
    const result = uploadedServices('slug: x\nname: X\nh1: Y\nhero: ""\nintro: "   "\n');
    expect(result.services).toEqual([
      {
        slug: 'x',
        parent: 'general',
        name: 'X',
        meta_title: null,
        meta_description: null,
        h1: 'Y',
        hero: null,
        intro: null,
        pains: [],
        solutions: [],
        cta_label: 'Get Started',
        video_id: null,
        image_alt: null,
        image_url: null,
        brands: [],
      },
    ]);
  });

  it('trims text and keeps a given parent', () => {
    const result = uploadedServices(
      'slug: "  managed-it "\nname: "  Managed IT  "\nh1: Managed IT Services\nparent: " security "\n',
    );
    expect(result.services).toEqual([service({ parent: 'security' })]);
  });

  it('reads lists given as YAML lists or as comma-separated strings', () => {
    const result = uploadedServices(
      [
        'slug: managed-it',
        'name: Managed IT',
        'h1: Managed IT Services',
        'pains:',
        '  - " Downtime "',
        '  - ""',
        '  -',
        '  - 2024',
        '  - true',
        'solutions: " Monitoring , , Backups,Support ,"',
        'brands: [Microsoft, "  ", Cisco]',
      ].join('\n'),
    );
    expect(result.services).toEqual([
      service({
        pains: ['Downtime', '2024', 'true'],
        solutions: ['Monitoring', 'Backups', 'Support'],
        brands: ['Microsoft', 'Cisco'],
      }),
    ]);
  });

  it('coerces numbers and booleans in text fields to trimmed strings', () => {
    const result = uploadedServices('slug: 365\nname: 365\nh1: true\nhero: 1.5\n');
    expect(result.services).toEqual([
      service({ slug: '365', name: '365', h1: 'true', hero: '1.5' }),
    ]);
  });

  it('reduces YouTube links to the video id', () => {
    const result = uploadedServices(
      [
        '- {slug: a, name: A, h1: A, video_id: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42"}',
        '- {slug: b, name: B, h1: B, video: "https://youtu.be/dQw4w9WgXcQ"}',
      ].join('\n'),
    );
    expect(result.services.map((entry) => entry.video_id)).toEqual(['dQw4w9WgXcQ', 'dQw4w9WgXcQ']);
  });

  it('ignores the database columns id, created_at and updated_at without a warning', () => {
    const result = uploadedServices(
      'id: 7b0c\nslug: managed-it\nname: Managed IT\nh1: Managed IT Services\ncreated_at: 2024-01-01\nupdated_at: 2024-01-02\n',
    );
    expect(result).toEqual({ services: [service({})], errors: [], warnings: [] });
  });
});

describe('importServices, as the upload shows it: errors and warnings', () => {
  const valid = '- {slug: valid, name: Valid, h1: Valid}\n';

  it('skips a service missing slug, name or h1 and locates it', () => {
    const result = uploadedServices(
      `${valid}- name: No Slug\n  hero: Text\n- slug: no-h1\n  name: "   "\n`,
    );
    expect(result.services.map((entry) => entry.slug)).toEqual(['valid']);
    expect(result.errors).toEqual([
      {
        document: 1,
        index: 2,
        line: 2,
        message: 'Service is missing required field(s): slug, h1',
      },
      {
        document: 1,
        index: 3,
        line: 4,
        slug: 'no-h1',
        message: 'Service is missing required field(s): name, h1',
      },
    ]);
    expect(result.fatal).toBeUndefined();
  });

  it('gives the document, item and line of problems in later documents', () => {
    const result = uploadedServices(
      `${valid}---\nservices:\n  - {slug: ok, name: Ok, h1: Ok}\n\n  - slug: Bad_Slug\n    name: Bad\n    h1: Bad\n`,
    );
    expect(result.errors).toEqual([
      {
        document: 2,
        index: 2,
        line: 6,
        slug: 'Bad_Slug',
        message:
          'Slug must be lowercase letters and digits separated by single hyphens, at most 100 characters.',
      },
    ]);
  });

  it.each([
    ['uppercase letters', 'Managed-IT'],
    ['a leading hyphen', '-managed'],
    ['a double hyphen', 'managed--it'],
    ['a space', 'managed it'],
    ['101 characters', 'a'.repeat(101)],
  ])('refuses a slug with %s', (_label, slug) => {
    const result = uploadedServices(`${valid}- {slug: "${slug}", name: N, h1: H}\n`);
    expect(result.errors.map((error) => error.message)).toEqual([IMPORT_MESSAGES.invalidSlug]);
  });

  it.each([
    ['http:', 'http://images.example.com/a.jpg'],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example.com/a.jpg'],
    ['backslash', '/\\evil.example.com/a.jpg'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['relative without slash', 'images/a.jpg'],
  ])('refuses a %s image_url', (_label, url) => {
    const result = uploadedServices(`${valid}- {slug: s, name: N, h1: H, imageUrl: '${url}'}\n`);
    expect(result.errors).toEqual([
      {
        document: 1,
        index: 2,
        line: 2,
        slug: 's',
        message:
          'Field "image_url" must be an https: URL or a site path starting with a single "/", without backslashes or spaces.',
      },
    ]);
  });

  it('accepts https: and site-relative image URLs', () => {
    const result = uploadedServices(
      '- {slug: a, name: A, h1: A, image_url: "https://cdn.example.com/a.jpg"}\n- {slug: b, name: B, h1: B, image_url: /images/b.jpg}\n',
    );
    expect(result.services.map((entry) => entry.image_url)).toEqual([
      'https://cdn.example.com/a.jpg',
      '/images/b.jpg',
    ]);
  });

  it.each([['too-short'], ['https://vimeo.com/123456789'], ['dQw4w9WgXcQ!']])(
    'refuses the video id %s',
    (video) => {
      const result = uploadedServices(
        `${valid}- {slug: s, name: N, h1: H, video_id: "${video}"}\n`,
      );
      expect(result.errors.map((error) => error.message)).toEqual([
        'Field "video_id" must be an 11-character YouTube video id or a youtube.com / youtu.be link.',
      ]);
    },
  );

  it('refuses text longer than 5,000 characters and lists over 50 items', () => {
    const long = 'x'.repeat(5001);
    const many = Array.from({ length: 51 }, (_, index) => `p${index}`).join(', ');
    const result = uploadedServices(
      `${valid}- {slug: a, name: A, h1: A, hero: ${long}}\n- {slug: b, name: B, h1: B, pains: [${many}]}\n- {slug: c, name: C, h1: C, brands: [${long}]}\n`,
    );
    expect(result.errors.map((error) => [error.index, error.message])).toEqual([
      [2, 'Field "hero" is longer than 5,000 characters.'],
      [3, 'Field "pains" has more than 50 items.'],
      [4, 'Field "brands[0]" is longer than 5,000 characters.'],
    ]);
  });

  it('accepts text of exactly 5,000 characters and lists of exactly 50 items', () => {
    const many = Array.from({ length: 50 }, (_, index) => `p${index}`).join(', ');
    const result = uploadedServices(
      `- {slug: a, name: A, h1: A, hero: ${'x'.repeat(5000)}, pains: [${many}]}\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.services[0]?.pains).toHaveLength(50);
  });

  it('counts characters as the database does: 5,000 emoji fit, 5,001 do not', () => {
    const emoji = (count: number) => '😀'.repeat(count);
    const result = uploadedServices(
      `- {slug: a, name: A, h1: A, intro: ${emoji(5000)}}\n- {slug: b, name: B, h1: B, intro: ${emoji(5001)}}\n`,
    );
    expect(result.services.map((entry) => entry.slug)).toEqual(['a']);
    expect(result.errors.map((error) => error.message)).toEqual([
      'Field "intro" is longer than 5,000 characters.',
    ]);
  });

  it('refuses an image address the database would refuse, such as HTTPS: in capitals', () => {
    const result = uploadedServices(
      `${valid}- {slug: s, name: N, h1: H, image_url: 'HTTPS://cdn.example.com/a.jpg'}\n`,
    );
    expect(result.errors.map((error) => error.message)).toEqual([IMPORT_MESSAGES.unsafeImageUrl]);
  });

  it('refuses fields of the wrong type', () => {
    const result = uploadedServices(
      `${valid}- {slug: a, name: [A], h1: A, pains: {x: 1}, brands: [[nested]]}\n`,
    );
    expect(result.errors).toEqual([
      {
        document: 1,
        index: 2,
        line: 2,
        slug: 'a',
        message: [
          'Service is missing required field(s): name',
          'Field "name" must be text.',
          'Field "pains" must be a list of text items or a comma-separated string.',
          'Field "brands" must be a list of text items or a comma-separated string.',
        ].join('; '),
      },
    ]);
  });

  it('counts an item that is not an object as an error', () => {
    const result = uploadedServices(`${valid}- just text\n- [a, b]\n`);
    expect(result.errors).toEqual([
      { document: 1, index: 2, line: 2, message: 'Item is not a service object.' },
      { document: 1, index: 3, line: 3, message: 'Item is not a service object.' },
    ]);
  });

  it('refuses a service with more than 100 keys', () => {
    const keys = Array.from({ length: 98 }, (_, index) => `k${index}: v`).join(', ');
    const result = uploadedServices(`${valid}- {slug: a, name: A, h1: A, ${keys}}\n`);
    expect(result.errors).toEqual([
      { document: 1, index: 2, line: 2, message: 'Service has more than 100 fields.' },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('warns about each unknown key and still imports the service', () => {
    const result = uploadedServices('- slug: a\n  name: A\n  h1: A\n  colour: red\n  Slug: b\n');
    expect(result.services).toEqual([service({ slug: 'a', name: 'A', h1: 'A' })]);
    expect(result.warnings).toEqual([
      { document: 1, index: 1, line: 1, slug: 'a', message: 'Unknown key "colour" ignored.' },
      { document: 1, index: 1, line: 1, slug: 'a', message: 'Unknown key "Slug" ignored.' },
    ]);
  });

  it('keeps the last of two services with one slug and names both positions', () => {
    const result = uploadedServices(
      '- {slug: a, name: First, h1: A}\n- {slug: b, name: B, h1: B}\n---\n- {slug: a, name: Second, h1: A}\n',
    );
    expect(result.services.map((entry) => [entry.slug, entry.name])).toEqual([
      ['b', 'B'],
      ['a', 'Second'],
    ]);
    expect(result.warnings).toEqual([
      {
        document: 2,
        index: 1,
        line: 4,
        slug: 'a',
        message: 'Duplicate slug "a": document 1, item 1 is replaced by document 2, item 1.',
      },
    ]);
    expect(result.errors).toEqual([]);
  });

  it('is fatal when no service is valid, and still lists the errors', () => {
    const result = uploadedServices('- name: A\n- slug: b\n');
    expect(result).toEqual({
      services: [],
      errors: [
        {
          document: 1,
          index: 1,
          line: 1,
          message: 'Service is missing required field(s): slug, h1',
        },
        {
          document: 1,
          index: 2,
          line: 2,
          slug: 'b',
          message: 'Service is missing required field(s): name, h1',
        },
      ],
      warnings: [],
      fatal: failed('No valid services found in the YAML file.'),
    });
  });

  it.each([
    ['an empty file', ''],
    ['a comment only', '# nothing here\n'],
    ['an empty list', 'services: []\n'],
  ])('is fatal with no services for %s', (_label, text) => {
    expect(uploadedServices(text).fatal).toEqual(
      failed('No valid services found in the YAML file.'),
    );
  });
});

describe('importServices, as the upload shows it: syntax errors', () => {
  it('reports a syntax error with its line and column', () => {
    expect(uploadedServices('- slug: a\n  name: b: c\n').fatal).toEqual({
      ...failed('Nested mappings are not allowed in compact mappings at line 2, column 9'),
      line: 2,
      column: 9,
    });
  });

  it('reports an unclosed collection before the next document at its position', () => {
    expect(uploadedServices('[a, b\n---\n- c\n').fatal).toEqual({
      ...failed('Flow sequence must end with a ] at line 2, column 1'),
      line: 2,
      column: 1,
    });
  });

  it('reports a repeated key with its line and column', () => {
    expect(uploadedServices('- slug: a\n  name: A\n  h1: A\n  name: B\n').fatal).toEqual({
      ...failed('Map keys must be unique at line 4, column 3'),
      line: 4,
      column: 3,
    });
  });

  const FORMATTING_ERROR =
    'YAML formatting error. Please check your file format. Each service should be properly indented and separated.';

  it.each([
    ['an unclosed flow sequence', '- {slug: a, name: A, h1: A, pains: [x, y\n', 'bracket', 1, 36],
    ['an unclosed flow sequence at the top', '[{slug: a, name: A, h1: A}', 'bracket', 1, 1],
    ['an unclosed flow mapping', 'services:\n  - {slug: a, name: A, h1: A\n\n', 'brace', 2, 5],
    ['an unclosed double quote', '- slug: a\n  name: "A\n  h1: A\n', 'quote', 2, 9],
    ['an unclosed single quote', "slug: a\nname: A\nh1: 'A", 'quote', 3, 5],
    ['a quote left open after escaped quotes', '- slug: a\n  name: "say \\"hi\\"\n', 'quote', 2, 9],
  ])(
    'keeps the formatting message and names where %s opened',
    (_label, text, opening, line, column) => {
      expect(uploadedServices(text).fatal).toEqual({
        ...failed(
          `${FORMATTING_ERROR} The ${opening} opened at line ${line}, column ${column} is never closed.`,
        ),
        line,
        column,
      });
    },
  );

  it('refuses a raw NUL or other control character with its line and column', () => {
    const text = '- slug: a\n  name: A\n  h1: A\n- slug: b\n  name: B\u0000x\n  h1: B\n';
    expect(uploadedServices(text).fatal).toEqual({
      ...failed(
        'The file contains the control character U+0000 at line 5, column 10. Remove it and import again.',
      ),
      line: 5,
      column: 10,
    });
    expect(uploadedServices('slug: a\nname: A\u0085\nh1: A\n').fatal?.message).toMatch(
      /U\+0085 at line 2, column 8/,
    );
  });

  it('keeps tabs and line breaks, and refuses an escaped control character in a field', () => {
    const result = uploadedServices(
      '- {slug: a, name: A, h1: A, intro: "one\\ttwo\\r\\nthree"}\n- {slug: b, name: "B\\0", h1: B, pains: ["\\e"]}\n',
    );
    expect(result.services.map((entry) => entry.intro)).toEqual(['one\ttwo\r\nthree']);
    expect(result.errors.map((error) => [error.line, error.message])).toEqual([
      [
        2,
        'Field "name" contains the control character U+0000 at character 2.; Field "pains[0]" contains the control character U+001B at character 1.',
      ],
    ]);
  });
});
