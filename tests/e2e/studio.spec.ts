import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../tools/free-port';
import { makeTempDir } from '../tools/temp-dir';

/**
 * The authors' studio (npm run studio), started here on a copy of pages/ and a free port,
 * driven as an author drives it: open a page, click its text, type, break it, save.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
let studio: ChildProcess;
let url: string;
let pagesDir: string;
let tempDir: string;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  tempDir = makeTempDir('studio-e2e-');
  pagesDir = path.join(tempDir, 'pages');
  cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
  // Pages name media files beside the pages folder, as in the project.
  symlinkSync(path.join(root, 'media'), path.join(tempDir, 'media'));
  const port = await freePort();
  studio = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['studio/start-studio.ts', '--port', String(port), '--pages', pagesDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    studio.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Studio ready in (\d+) ms: (\S+)/.exec(output);
      if (ready) {
        console.info(`studio started in ${ready[1]} ms`);
        resolve(ready[2]!);
      }
    });
    studio.once('exit', (code) => reject(new Error(`The studio stopped (${code}): ${output}`)));
  });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

test.afterAll(async () => {
  await page?.close();
  studio?.kill('SIGTERM');
  rmSync(tempDir, { recursive: true, force: true });
});

const editor = (file: string) => page.getByRole('textbox', { name: `YAML of pages/${file}` });
const preview = (file: string) => page.frameLocator(`iframe[title="Preview of pages/${file}"]`);
const line = (text: string) => page.locator('.cm-line', { hasText: text });
const status = () => page.getByRole('status', { name: 'Studio status' });

/** Replaces the whole of an editor line (its indentation too) with `text`. */
async function retype(lineText: string, text: string) {
  await line(lineText).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Shift+Home');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Backspace');
}

test('a page opens beside its preview; a click leads to its source, the cursor to its block', async () => {
  await page.goto(url);
  await expect(page.getByText('No file chosen.').first()).toBeVisible();
  await page.getByRole('button', { name: /^contact\.yaml/ }).click();
  await expect(editor('contact.yaml')).toContainText('title: Talk to the Crew');
  const heading = preview('contact.yaml').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Talk to the Crew');
  // Opening a file is not an edit: the status claims no time for one.
  await expect(status()).toContainText('No problems');
  await expect(status()).not.toContainText('Preview updated');
  // A property tells what it is for when the pointer rests on it.
  await line('title: Contact | TechCrew').hover({ position: { x: 14, y: 6 } });
  await expect(page.locator('.cm-studio-hover')).toContainText(
    'The page title, shown in the browser tab and in search results.',
  );

  await heading.click();
  await expect(status()).toContainText('Line 9,');
  await expect(page.locator('.cm-activeLine')).toContainText('title: Talk to the Crew');

  await line('heading: Send Us a Message').click();
  const second = preview('contact.yaml').locator('[data-studio-block="1"]');
  await expect(second).toHaveAttribute('data-studio-selected', '');
  await expect(second).toBeInViewport();
  await expect(preview('contact.yaml').locator('[data-studio-selected]')).toHaveCount(1);
});

test('edits show at once; a broken block is shown on its line while the preview keeps the last good page', async () => {
  const frame = preview('contact.yaml');
  await frame.locator('html').evaluate(() => ((window as { stayed?: true }).stayed = true));
  await frame.getByRole('heading', { level: 1 }).click();
  // The click selects the heading's value in the editor once the frame has told the studio.
  await expect(status()).toContainText('Line 9,');
  await page.keyboard.type('Talk to the Studio');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Talk to the Studio');
  await expect(status()).toContainText(/Preview updated \d+ ms after the edit/);
  const latency = Number(/Preview updated (\d+) ms/.exec(await status().innerText())![1]);
  console.info(`preview updated ${latency} ms after the edit`);
  expect(await frame.locator('html').evaluate(() => (window as { stayed?: true }).stayed)).toBe(
    true,
  );

  await retype('- type: hero', '  - type: no-such-block');
  const problem = page.locator('.cm-studio-problem-line').first();
  await expect(problem).toContainText('- type: no-such-block');
  await expect(problem).toHaveAttribute(
    'data-studio-problem',
    /^unknown-block blocks\[0\]\.type: .*no-such-block/,
  );
  await expect(page.getByText('the preview keeps the last version that passed')).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Talk to the Studio');

  await retype('- type: no-such-block', '  - type: ');
  await page.keyboard.press('Control+Space');
  await expect(page.getByRole('option', { name: /card-grid/ })).toBeVisible();
  await page.keyboard.type('her');
  await expect(page.getByRole('option', { name: /^hero/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(line('- type: hero')).toBeVisible();
  await expect(page.locator('.cm-studio-problem-line')).toHaveCount(0);
});

test('saving writes the text with every comment; a file changed on disk asks first', async () => {
  const file = path.join(pagesDir, 'contact.yaml');
  const comments = readFileSync(path.join(root, 'pages', 'contact.yaml'), 'utf8')
    .split('\n')
    .filter((text) => text.trim().startsWith('#'));
  await editor('contact.yaml').press('Control+s');
  await expect(status()).toContainText('Saved at');
  const saved = readFileSync(file, 'utf8');
  expect(saved).toContain('    title: Talk to the Studio\n');
  for (const comment of comments) expect(saved).toContain(comment);

  writeFileSync(file, `${saved}# Changed by someone else\n`);
  await retype('title: Talk to the Studio', '    title: Talk to the Crew');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /changed on disk/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Load theirs' }).click();
  // Theirs is on screen again, and nothing is left unsaved.
  await expect(line('title: Talk to the Studio')).toBeVisible();
  await expect(status()).toContainText('No unsaved changes');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('an Arabic page previews right to left, and a value it lacks against English shows on its line', async () => {
  await page.getByRole('button', { name: /^ar\/contact\.yaml/ }).click();
  await expect(editor('ar/contact.yaml')).toContainText('badge: نرد خلال 24 ساعة');
  const frame = preview('ar/contact.yaml');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('تحدّث إلى الطاقم');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');

  await retype('badge: نرد خلال 24 ساعة', '');
  await expect(page.locator('.cm-studio-problem-line').first()).toHaveAttribute(
    'data-studio-problem',
    /^missing-locale-value blocks\[0\]: has no badge, which pages\/contact\.yaml gives/,
  );
});
