import type { Variables } from '../render/interpolate';
import { familyImageSrc } from '../images/family-image';
import { nameFromSlug } from '../site/service-path';
import type { ServiceContent } from './service-content';

/**
 * The `{record.<field>}` variables of a service record, with the spec's fallbacks:
 * the title falls back to the heading, the description to the hero text, the button
 * label to "Get Started", a missing picture to the illustration of the record's family.
 */
export function recordVariables(record: ServiceContent): Variables {
  return {
    'record.slug': record.slug,
    'record.name': record.name,
    'record.parent': record.parent,
    'record.parent_label': nameFromSlug(record.parent),
    'record.h1': record.h1,
    'record.hero': record.hero ?? '',
    'record.intro': record.intro ?? '',
    'record.meta_title': record.meta_title || record.h1,
    'record.meta_description': record.meta_description || record.hero || record.h1,
    'record.cta_label': record.cta_label || 'Get Started',
    'record.image_alt': record.image_alt || record.name,
    'record.image_url': record.image_url || familyImageSrc(record.parent),
    'record.video_id': record.video_id ?? '',
    'record.pains': record.pains,
    'record.solutions': record.solutions,
    'record.brands': record.brands,
  };
}
