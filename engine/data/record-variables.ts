import type { Variables } from '../render/interpolate';
import type { SiteDocument } from '../document/page-types';
import { familyName } from '../site/service-path';
import { familyImageSrc } from '../images/family-image';
import type { ServiceContent } from './service-content';

/** The fields of a service record a template page reaches as `{record.<field>}`. */
export const recordFields = [
  'slug',
  'name',
  'parent',
  'parent_label',
  'h1',
  'hero',
  'intro',
  'meta_title',
  'meta_description',
  'cta_label',
  'image_alt',
  'image_url',
  'video_id',
  'pains',
  'solutions',
  'brands',
] as const;

export type RecordField = (typeof recordFields)[number];

/**
 * The `{record.<field>}` variables of a service record, with the spec's fallbacks:
 * the title falls back to the heading, the description to the hero text, the button
 * label to "Get Started", a missing picture to the illustration of the record's family.
 * The family label is the family's written name.
 */
export function recordVariables(
  record: ServiceContent,
  site: Pick<SiteDocument, 'services' | 'familyNames'>,
): Variables {
  const values: Record<RecordField, Variables[string]> = {
    slug: record.slug,
    name: record.name,
    parent: record.parent,
    parent_label: familyName(site, record.parent),
    h1: record.h1,
    hero: record.hero ?? '',
    intro: record.intro ?? '',
    meta_title: record.meta_title || record.h1,
    meta_description: record.meta_description || record.hero || record.h1,
    cta_label: record.cta_label || 'Get Started',
    image_alt: record.image_alt || record.name,
    image_url: record.image_url || familyImageSrc(record.parent),
    video_id: record.video_id ?? '',
    pains: record.pains,
    solutions: record.solutions,
    brands: record.brands,
  };
  return Object.fromEntries(recordFields.map((field) => [`record.${field}`, values[field]]));
}
