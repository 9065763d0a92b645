/**
 * The file name (without extension) of a generated image for a name: "Palo Alto
 * Networks" → "palo-alto-networks", "R&M" → "r-and-m". The generator and the pages
 * both call this, so a name always finds the file made for it.
 */
export function imageSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
