import path from 'node:path';
import { encodeMedia, type EncodedMedia } from '../../engine/build/encode-media';
import type { MediaManifest } from '../../engine/media/media-manifest';
import { mediaPathsIn } from '../../engine/media/media-paths-in';
import { loadSite } from '../../engine/pages/load-site';

/**
 * The media photos of the site encoded as the build encodes them (and `npm run dev`), for
 * the preview's `<picture>` sources. Encoding runs in the background once the studio is up,
 * reusing the build's cache; until it is done, pictures show as written.
 */
export class MediaEncodings {
  private encoded: EncodedMedia | undefined;

  constructor(private readonly pagesDir: string) {}

  /** Starts encoding the photos the pages name; failures are reported, never thrown. */
  start(): Promise<void> {
    return this.encode().catch((error: unknown) =>
      console.warn(`Media photos not encoded; the preview shows them as written: ${error}`),
    );
  }

  private async encode() {
    const site = await loadSite(this.pagesDir);
    const root = path.dirname(this.pagesDir);
    this.encoded = await encodeMedia(root, mediaPathsIn(site.pages.map((page) => page.document)));
  }

  get manifest(): MediaManifest {
    return this.encoded?.manifest ?? {};
  }

  /** The encoded file behind an address such as `/media/photo-720.avif`. */
  fileOf(address: string): string | undefined {
    return this.encoded?.files.get(address);
  }
}
