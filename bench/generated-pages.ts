import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A valid page document shaped like the real ones: a hero, a grid of cards, a stats band. */
export function generatedPage(index: number): string {
  const cards = Array.from(
    { length: 8 },
    (_, card) =>
      `      - { title: Card ${card}, description: Text of card ${card}, features: [One, Two, Three] }`,
  );
  return `title: Generated page ${index}
description: A generated page for measuring validation.
blocks:
  - type: hero
    title: Page ${index}
    subtitle: Measuring how fast page documents validate.
    actions:
      - { label: Contact us, to: /contact }
  - type: card-grid
    heading: Cards
    items:
${cards.join('\n')}
  - type: stats-band
    items:
      - { value: '500+', label: Members }
      - { value: '24/7', label: Support }
`;
}

/** Writes `count` generated pages, `page-<n>.yaml`, into `dir`. */
export async function writeGeneratedPages(dir: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      writeFile(path.join(dir, `page-${index}.yaml`), generatedPage(index)),
    ),
  );
}
