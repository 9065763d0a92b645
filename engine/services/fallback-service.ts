import type { RecordSpec } from '../document/page-types';
import { interpolateDeep } from '../locale/interpolate';
import { nameFromSlug } from './service-path';
import type { ServiceContent } from './service-content';

/**
 * The record shown when a service lookup fails: the template page's fallback content
 * with `{name}` made from the slug ("cloud-it-solutions" → "Cloud It Solutions").
 */
export function createFallbackService(
  slug: string,
  fallback: ServiceFallback,
  vars: Record<string, string> = {},
): ServiceContent {
  const name = nameFromSlug(slug);
  const content = interpolateDeep(fallback, { ...vars, name }).value;
  return {
    id: `fallback-${slug}`,
    slug,
    name,
    ...content,
    pains: [...content.pains],
    solutions: [...content.solutions],
    brands: [...content.brands],
    video_id: null,
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
  };
}

/** The generated content of a service template, which the page schema requires of it. */
export type ServiceFallback = NonNullable<RecordSpec['fallback']>;

/** The fallback of a service template's record section. */
export function serviceFallbackOf(spec: RecordSpec): ServiceFallback {
  if (!spec.fallback) throw new Error(`A template of ${spec.source} records has no fallback.`);
  return spec.fallback;
}

/** Whether a record is generated content rather than a stored service. */
export function isFallbackService(record: Pick<ServiceContent, 'id'>): boolean {
  return record.id.startsWith('fallback-');
}
