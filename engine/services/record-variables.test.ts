import { describe, expect, it } from 'vitest';
import { serviceRecord } from '../../tests/fixtures/service-content';
import { serviceContentSchema } from '../schema/service-content.schema';
import { recordFields, recordVariables } from './record-variables';

const site = {
  services: [],
  familyNames: { general: 'IT Services' },
  ui: { getStarted: 'Get Started' },
} as unknown as Parameters<typeof recordVariables>[1];

describe('recordVariables', () => {
  it('offers every field of the schema a writer supplies, and the family label', () => {
    // A page shows the record in its language: the translations are not fields of their own.
    const written = Object.entries(serviceContentSchema.properties)
      .filter(([field, property]) => !('readOnly' in property) && field !== 'translations')
      .map(([field]) => field);
    expect([...recordFields].sort()).toEqual([...written, 'parent_label'].sort());
    expect(Object.keys(recordVariables(serviceRecord(), site))).toEqual(
      recordFields.map((field) => `record.${field}`),
    );
  });

  it("shows the record's defaults where it has no value: a Get Started button, family general", () => {
    const variables = recordVariables(serviceRecord({ cta_label: null, parent: '' }), site);
    expect(variables['record.cta_label']).toBe('Get Started');
    expect(variables['record.parent']).toBe('general');
    expect(variables['record.parent_label']).toBe('IT Services');
  });

  it("labels the button in the page's language when the record's words give it none", () => {
    const arabicSite = { ...site, ui: { ...site.ui, getStarted: 'ابدأ الآن' } };
    expect(recordVariables(serviceRecord({ cta_label: null }), arabicSite)).toMatchObject({
      'record.cta_label': 'ابدأ الآن',
    });
    expect(recordVariables(serviceRecord({ cta_label: '  ' }), arabicSite)).toMatchObject({
      'record.cta_label': 'ابدأ الآن',
    });
    expect(
      recordVariables(serviceRecord({ cta_label: 'Book a Review' }), arabicSite),
    ).toMatchObject({ 'record.cta_label': 'Book a Review' });
  });

  it('falls back to the heading for the title and to the hero text for the description', () => {
    const variables = recordVariables(
      serviceRecord({ meta_title: null, meta_description: '', image_alt: null, video_id: null }),
      site,
    );
    expect(variables).toMatchObject({
      'record.meta_title': 'Cybersecurity Services for UAE Businesses',
      'record.meta_description': 'Find the gaps attackers look for, and close them.',
      'record.image_alt': 'Cybersecurity',
      'record.video_id': '',
    });
  });
});
