/**
 * "cloud-it-solutions" → "Cloud It Solutions": the spec's name for a slug nothing names,
 * such as the slug of generated fallback content.
 */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
