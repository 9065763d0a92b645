import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';

/**
 * Full-page screenshots of routes at phone and desktop widths, for looking at what
 * the site shows. Usage: npm run screenshots -- [base URL] [route...]
 */
const [base = 'http://localhost:4173', ...given] = process.argv.slice(2);
const routes = given.length ? given : ['/', '/does-not-exist'];
const widths = [390, 1280];

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
await mkdir('screenshots', { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    await scrollThrough(page);
    // Parts drawn only near the screen (content-visibility: auto) are drawn for a visitor
    // as they scroll; a full-page picture is taken from the top, so draw them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&]/g, '_');
    const file = `screenshots/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
    // Tall phone pages are also cut into tiles, which are easier to look at.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const tile = width * 4;
    for (let y = 0, part = 1; width < 800 && height > tile && y < height; y += tile, part++) {
      const clip = { x: 0, y, width, height: Math.min(tile, height - y) };
      await page.screenshot({
        path: file.replace('.png', `-part${part}.png`),
        fullPage: true,
        clip,
      });
    }
  }
  await page.close();
}
await browser.close();

/** Scrolls down the page a screen at a time, so lazy images load as they do for a visitor. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return !inView || image.complete;
      }),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
