import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceInput } from '../tests/fixtures/service-content';
import { renderSeedSql } from '../engine/services/seed/seed-sql';
import { SEED_SQL_FILE, servicesFromSeedFiles } from '../engine/services/seed/seed-files';
import { siteSeedSql } from '../engine/site-stores/site-seed';

const yamlOf = (slug: string, extra = '') =>
  `services:\n  - slug: ${slug}\n    name: Name\n    h1: Heading\n${extra}`;

describe('supabase/seed.sql', () => {
  it('is generated from the current supabase/seed/ YAML (run `npm run seed:sql` after editing it)', () => {
    expect(readFileSync(SEED_SQL_FILE, 'utf8')).toBe(siteSeedSql());
  });
});

describe('servicesFromSeedFiles', () => {
  it('reads the services of every file, in order', () => {
    const services = servicesFromSeedFiles([
      { name: '10-a.yaml', text: yamlOf('alpha') },
      { name: '20-b.yaml', text: yamlOf('beta') },
    ]);
    expect(services.map((service) => service.slug)).toEqual(['alpha', 'beta']);
  });

  it('refuses a slug used in two files', () => {
    expect(() =>
      servicesFromSeedFiles([
        { name: '10-a.yaml', text: yamlOf('alpha') },
        { name: '20-b.yaml', text: yamlOf('alpha') },
      ]),
    ).toThrow(
      '20-b.yaml:2:11 duplicate-slug services[0].slug: Duplicate slug "alpha": 10-a.yaml is replaced by 20-b.yaml.',
    );
  });

  it('refuses warnings and errors alike, naming file and line', () => {
    const attempt = () =>
      servicesFromSeedFiles([
        { name: '10-a.yaml', text: yamlOf('alpha', '    colour: blue\n') },
        { name: '20-b.yaml', text: 'services:\n  - name: No slug\n' },
      ]);
    expect(attempt).toThrow(/10-a\.yaml:5:5 unknown-property .*colour/);
    expect(attempt).toThrow(/20-b\.yaml:2:5 missing-property .*slug/);
  });
});

describe('renderSeedSql', () => {
  it('writes one idempotent insert that updates on slug', () => {
    const sql = renderSeedSql([serviceInput({ name: "It's", pains: [], video_id: null })]);
    expect(sql).toContain('insert into content.service_content_feed (slug, parent, name,');
    expect(sql).toContain(`'It''s'`);
    expect(sql).toContain(`'{}'::text[]`);
    expect(sql).toMatch(/on conflict \(slug\) do update set\n {2}parent = excluded\.parent,/);
    expect(sql).not.toContain('slug = excluded.slug');
  });

  it('writes no statement for no services', () => {
    expect(renderSeedSql([])).not.toContain('insert');
  });
});
