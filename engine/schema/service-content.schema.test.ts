import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkServiceRecord } from '../services/check-service-record';
import type { ServiceContent } from '../services/service-content';
import { serviceContentSchema } from './service-content.schema';

describe('the service content schema', () => {
  it('describes every property and gives one example, which it accepts', () => {
    for (const [field, property] of Object.entries(serviceContentSchema.properties))
      expect(property.description, field).toBeTruthy();
    expect(serviceContentSchema.title).toBeTruthy();
    expect(serviceContentSchema.examples).toHaveLength(1);
    expect(checkServiceRecord(serviceContentSchema.examples[0])).toEqual([]);
  });

  it('types a stored record with every field, null only where the column may be', () => {
    expectTypeOf<Omit<ServiceContent, 'translations'>>().toEqualTypeOf<{
      id: string;
      slug: string;
      parent: string;
      name: string;
      meta_title: string | null;
      meta_description: string | null;
      h1: string;
      hero: string | null;
      intro: string | null;
      pains: string[];
      solutions: string[];
      cta_label: string | null;
      video_id: string | null;
      image_alt: string | null;
      image_url: string | null;
      brands: string[];
      created_at: string;
      updated_at: string;
    }>();
    expectTypeOf<NonNullable<ServiceContent['translations']>[string]['pains']>().toEqualTypeOf<
      string[] | undefined
    >();
  });

  it('states the limits the database holds records to', () => {
    const long = 'x'.repeat(5_001);
    const many = Array.from({ length: 51 }, (_, index) => `item ${index}`);
    const problems = checkServiceRecord({
      slug: 'a'.repeat(101),
      name: 'Name',
      h1: `Heading\u0007`,
      hero: long,
      pains: many,
      video_id: 'not-an-id',
      image_url: '//evil.example.com/a.png',
    });
    expect(problems.map(({ field, rule }) => [field, rule])).toEqual([
      ['slug', 'slug'],
      ['h1', 'unsafe-character'],
      ['hero', 'too-long'],
      ['pains', 'too-many'],
      ['video_id', 'video-id'],
      ['image_url', 'image-url'],
    ]);
  });
});
