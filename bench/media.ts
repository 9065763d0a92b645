import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { encodeMedia } from '../engine/build/encode-media';
import type { SiteBuildResult } from '../engine/build/site-build';
import { chromiumArgs, chromiumExecutable } from '../tests/tools/chromium';
import { startBenchSite } from './bench-site';

/** The page whose hero is a 6 MP photo. */
const photoRoute = '/about';
const screens = [
  { name: '390 px phone at 1.75x (Lighthouse)', width: 390, scale: 1.75 },
  { name: '390 px phone at 3x', width: 390, scale: 3 },
  { name: '1280 px desktop at 1x', width: 1280, scale: 1 },
  { name: '1280 px desktop at 2x', width: 1280, scale: 2 },
];

/**
 * The site's photos: what the build encoded and reused, how long each photo takes to encode
 * from nothing (into an empty cache), how many encodings a rebuild with no photo changed makes,
 * and the bytes of photos each screen fetches for a page whose hero is one. Its Lighthouse
 * LCP is in the Lighthouse table. Prints figures; asserts nothing.
 */
export async function runMediaBench(
  root: string,
  distDir: string,
  built: SiteBuildResult,
): Promise<void> {
  const photos = Object.keys(built.media.manifest);
  console.info(
    `\nMedia: ${photos.length} photo(s); the build made ${built.media.encoded} encodings and reused ${built.media.reused}`,
  );
  const empty = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
  try {
    const cold = await encodeMedia(root, photos, empty);
    for (const photo of photos) {
      const { width, height, widths } = cold.manifest[photo]!;
      console.info(
        `  ${photo} (${width}×${height}, ${((width * height) / 1e6).toFixed(1)} MP): ${widths.length * 3} encodings in ${cold.seconds[photo]!.toFixed(1)} s from an empty cache`,
      );
    }
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
  const rebuild = await encodeMedia(root, photos);
  console.info(
    `  A rebuild with no photo changed: ${rebuild.encoded} encodings made, ${rebuild.reused} reused`,
  );
  await photoBytes(distDir);
}

/** The photos a screen fetches for the page: their bytes, and which encodings. */
async function photoBytes(distDir: string): Promise<void> {
  const { site, stop } = await startBenchSite(distDir, { LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    console.info(`\nPhotos fetched for ${photoRoute}:`);
    for (const screen of screens) {
      const page = await browser.newPage({
        viewport: { width: screen.width, height: 900 },
        deviceScaleFactor: screen.scale,
      });
      const fetched: { name: string; bytes: number }[] = [];
      page.on('requestfinished', async (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/media/')) return;
        const { responseBodySize } = await request.sizes();
        fetched.push({ name: pathname.slice('/media/'.length), bytes: responseBodySize });
      });
      await page.goto(site.url + photoRoute, { waitUntil: 'networkidle' });
      const total = fetched.reduce((sum, file) => sum + file.bytes, 0);
      const names = fetched.map((file) => file.name).join(', ');
      console.info(
        `  ${screen.name.padEnd(36)} ${(total / 1024).toFixed(1).padStart(6)} KB  ${names}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
}
