import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

// Every 40 px from a small phone to a wide screen, and each side of every width where the
// header changes its layout (the menu gives way to links at 900 px; the full header, with
// every link's words, from fullHeaderFrom in _site.yaml: 1100 in Arabic, 1140 in English),
// and the common tablet-landscape width.
const widths = [
  ...Array.from({ length: 33 }, (_, step) => 320 + step * 40),
  899,
  900,
  1023,
  1024,
  1099,
  1100,
  1139,
  1140,
].sort((a, b) => a - b);
// From here the header shows "Join the Crew" itself; below, the menu holds it.
const md = 900;

const languages = [
  {
    routes: ['/', '/services/cybersecurity'],
    join: 'Join the Crew',
    mainNavigation: 'Main',
    openMenu: 'Open menu',
  },
  {
    routes: ['/ar', '/ar/services/cybersecurity'],
    join: 'انضم إلى الطاقم',
    mainNavigation: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
  },
];

test('at every width the page never scrolls sideways and the header keeps its links and join button in view', async ({
  page,
}) => {
  // 164 widths, a relayout of a whole page each: half a minute on a busy 2-core machine.
  test.setTimeout(150_000);
  for (const { routes, ...words } of languages) {
    for (const route of routes) {
      await gotoHydrated(page, route);
      const header = await headerParts(page, words);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // One round trip per width: the page measures itself.
        const seen = await page.evaluate(({ links, menuButton, join }) => {
          const shown = (element: Element) => element.getClientRects().length > 0;
          const box = join.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            links: shown(links),
            menuButton: shown(menuButton),
            join: shown(join) ? { start: box.left, end: box.right } : null,
          };
        }, header);
        const where = `${route} at ${width} px`;
        expect(seen.scrollWidth, `${where} scrolls sideways`).toBe(width);
        // The links or the menu button, never both, never neither.
        expect(seen.links, `${where}: links or menu button`).toBe(!seen.menuButton);
        if (width < md) continue;
        expect(seen.join, `${where}: "${words.join}" shows`).not.toBeNull();
        expect(seen.join!.start, `${where}: "${words.join}" on screen`).toBeGreaterThanOrEqual(0);
        expect(seen.join!.end, `${where}: "${words.join}" on screen`).toBeLessThanOrEqual(width);
      }
    }
  }
});

/** The header's links, menu button and join button, found as a visitor names them. */
async function headerParts(
  page: Page,
  words: { join: string; mainNavigation: string; openMenu: string },
) {
  const banner = page.getByRole('banner');
  const find = async (locator: Locator) => (await locator.elementHandle())!;
  return {
    links: await find(
      banner.getByRole('navigation', { name: words.mainNavigation, includeHidden: true }),
    ),
    menuButton: await find(
      banner.getByRole('button', { name: words.openMenu, includeHidden: true }),
    ),
    // The header's own, first; the menu holds another.
    join: await find(banner.getByRole('link', { name: words.join, includeHidden: true }).first()),
  };
}
