import { describe, expect, it } from 'vitest';
import { serviceRecord } from '../../tests/fixtures/service-content';
import { withServiceDefaults } from './service-defaults';

describe('withServiceDefaults', () => {
  it('fills every field a record leaves out with the default its schema gives', () => {
    expect(withServiceDefaults({ slug: 'a', name: 'A', h1: 'A' })).toEqual({
      slug: 'a',
      name: 'A',
      h1: 'A',
      parent: 'general',
      meta_title: null,
      meta_description: null,
      hero: null,
      intro: null,
      pains: [],
      solutions: [],
      cta_label: 'Get Started',
      video_id: null,
      image_alt: null,
      image_url: null,
      brands: [],
    });
  });

  it('treats null and blank text as left out, and keeps what is given', () => {
    const stored = serviceRecord({ cta_label: null, parent: ' ', hero: '', intro: 'Kept.' });
    expect(withServiceDefaults(stored)).toEqual({
      ...stored,
      cta_label: 'Get Started',
      parent: 'general',
      hero: null,
    });
  });

  it('gives each record lists of its own', () => {
    const first = withServiceDefaults({});
    first.pains.push('changed');
    expect(withServiceDefaults({}).pains).toEqual([]);
  });
});
