import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForApp } from './helpers';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sitectl } from './sitectl';

test.describe('prerendered HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is readable with JavaScript off', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the Crew of');
    await expect(
      page.getByText('Swap war stories and fixes with 100+ IT professionals'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sound Familiar?' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024 TechCrew');
  });

  test('each page carries its title, description, canonical link and social image', async ({
    page,
  }) => {
    await page.goto('/services/cybersecurity');
    await expect(page).toHaveTitle(/Cybersecurity/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.techcrew.ae/services/cybersecurity',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/www\.techcrew\.ae\/images\/.+\.(png|svg|jpg)$/,
    );
    await expect(page.locator('style[data-emotion]').first()).toBeAttached();
  });
});

test('the raw HTML of / holds the hero text', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Join the Crew of');
  expect(html).toContain('<title>TechCrew | IT Services &amp; IT Community in Dubai</title>');
  expect(html).toMatch(/<meta name="description" content="Join 100\+ IT professionals/);
});

/** The font families Chromium really drew an element with (not what the CSS asks for). */
async function fontsDrawnBy(context: BrowserContext, page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  return async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
}

test.describe('the site font, with no script', () => {
  test.use({ javaScriptEnabled: false });

  test('a page shows its text in Inter, at every weight the theme uses', async ({
    context,
    page,
  }) => {
    await page.goto('/');
    const drawnWith = await fontsDrawnBy(context, page);
    for (const selector of ['h1', '#join-form button[type="submit"]', 'main p', 'footer a']) {
      expect(await drawnWith(selector), selector).toEqual(['Inter']);
    }
  });

  test("accented letters beyond the first screen's font file are drawn in Inter too", async ({
    context,
    page,
  }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'accents-'));
    try {
      const file = path.join(dir, 'accents.yaml');
      await writeFile(
        file,
        'slug: reseaux-cafe\nname: Réseaux Café\nh1: "Réseaux für Café Señor"\n',
      );
      const imported = await sitectl(['import', file]);
      expect(imported.code, imported.stderr).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await page.goto('/services/reseaux-cafe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réseaux für Café Señor');
    const drawnWith = await fontsDrawnBy(context, page);
    expect(await drawnWith('h1')).toEqual(['Inter']);
  });
});

test('a page declares only the font faces its text uses; the app adds more when it shows such text', async ({
  context,
  page,
  request,
}) => {
  expect(await (await request.get('/services')).text()).not.toContain('data-font-face');
  const dir = await mkdtemp(path.join(tmpdir(), 'accents-'));
  try {
    const file = path.join(dir, 'accents.yaml');
    await writeFile(file, 'slug: cafe-reseau\nname: Café Réseau\nh1: "Un café, un réseau"\n');
    const imported = await sitectl(['import', file]);
    expect(imported.code, imported.stderr).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // Public pages come alive by islands and load the next page from the server; a staff
  // page runs the app, which moves to another page with no new HTML.
  await page.goto('/admin');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.locator('style[data-font-face="latin"]')).not.toBeAttached();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/services/cafe-reseau');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un café, un réseau');
  await expect(page.locator('style[data-font-face="latin"]')).toBeAttached();
  const drawnWith = await fontsDrawnBy(context, page);
  expect(await drawnWith('h1')).toEqual(['Inter']);
});

test('pages hydrate without mismatch warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      /hydrat|did not match|mismatch/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/services/cybersecurity', '/missing-page']) {
    await page.goto(path);
    await waitForApp(page);
  }
  expect(problems).toEqual([]);
});

test("a record page whose title holds $' and </script> is one document and hydrates cleanly", async ({
  page,
  request,
}) => {
  const title = "Costs $' or $` and </script><!-- $& $$ | TechCrew";
  const dir = await mkdtemp(path.join(tmpdir(), 'literal-'));
  try {
    const file = path.join(dir, 'literal.yaml');
    // A JSON string is a YAML double-quoted scalar.
    await writeFile(
      file,
      `slug: literal-dollar\nname: Literal\nh1: ${JSON.stringify(title)}\nmeta_title: ${JSON.stringify(title)}\n`,
    );
    const imported = await sitectl(['import', file]);
    expect(imported.code, imported.stderr).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const html = await (await request.get('/services/literal-dollar')).text();
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<script type="module"/g)).toHaveLength(1);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/services/literal-dollar');
  await waitForApp(page);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
});
