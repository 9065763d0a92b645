import type { Variables } from '../locale/interpolate';
import type { SiteDocument } from '../document/page-types';
import { familyName } from './service-path';
import { familyImageSrc } from '../images/family-image';
import {
  SERVICE_CONTENT_INPUT_FIELDS,
  toServiceContentInput,
  type ServiceContent,
  type ServiceContentField,
} from './service-content';
import { withServiceDefaults } from './service-defaults';

/**
 * The fields of a service record a template page reaches as `{record.<field>}`: those of
 * its schema a writer supplies, and `parent_label`, the family's written name.
 */
export const recordFields = SERVICE_CONTENT_INPUT_FIELDS.flatMap((field) =>
  field === 'parent' ? [field, 'parent_label' as const] : [field],
);

export type RecordField = ServiceContentField | 'parent_label';

/**
 * The `{record.<field>}` variables of a service record, its defaults applied, with the
 * spec's fallbacks: the button label falls back to the site's word for it ("Get Started",
 * in the page's language), the title to the heading, the description to the hero text, a
 * missing picture to the illustration of the record's family. The family label is the
 * family's written name.
 */
export function recordVariables(
  record: ServiceContent,
  site: Pick<SiteDocument, 'services' | 'familyNames' | 'ui'>,
): Variables {
  const resolved = withServiceDefaults(toServiceContentInput(record));
  const values: Record<RecordField, Variables[string]> = {
    ...resolved,
    cta_label: record.cta_label?.trim() ? record.cta_label : site.ui.getStarted,
    parent_label: familyName(site, resolved.parent),
    hero: resolved.hero ?? '',
    intro: resolved.intro ?? '',
    meta_title: resolved.meta_title ?? resolved.h1,
    meta_description: resolved.meta_description ?? resolved.hero ?? resolved.h1,
    image_alt: resolved.image_alt ?? resolved.name,
    image_url: resolved.image_url ?? familyImageSrc(resolved.parent),
    video_id: resolved.video_id ?? '',
  };
  return Object.fromEntries(recordFields.map((field) => [`record.${field}`, values[field]]));
}
