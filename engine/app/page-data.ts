/** Id of the script element holding the prerendered page's document as JSON. */
export const pageDataElementId = 'page-data';

/** JSON safe to place inside a <script> element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
