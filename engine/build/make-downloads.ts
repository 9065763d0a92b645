import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import {
  counterpartIn,
  downloadLimits,
  downloadName,
  guideLocale,
  isGuide,
} from '../downloads/download-path';
import type { OfferedDownload } from '../downloads/downloads-in';
import type { DownloadManifest } from '../downloads/download-manifest';
import { typesetGuide } from '../downloads/typeset/typeset-guide';

/** The files the build gives visitors: what the site names them by, and their bytes. */
export interface MadeDownloads {
  manifest: DownloadManifest;
  /** Each file's bytes, by its name (`cloud-migration-checklist-<hash>.pdf`). */
  files: Map<string, Buffer>;
  /** The seconds spent typesetting each guide, by its path. */
  seconds: Record<string, number>;
}

/** Where the guides' footers say they come from. */
export interface GuideSite {
  name: string;
  url: string;
}

/**
 * Makes every file the pages offer (downloadsIn): a PDF as it is, a Markdown guide typeset
 * in its language. Each is named by a hash of its bytes, so a changed file is a new address
 * and an unchanged one stays cached. A file over 20 MB, or a guide that cannot be typeset,
 * fails the build saying which and why.
 */
export async function makeDownloads(
  root: string,
  offered: readonly OfferedDownload[],
  site: GuideSite,
  /** The site's languages beyond English, whose counterparts (`<name>.ar.md`) are made too. */
  otherLocales: readonly string[] = [],
): Promise<MadeDownloads> {
  const made: MadeDownloads = { manifest: {}, files: new Map(), seconds: {} };
  const counterparts = offered.flatMap(({ file, gated }) =>
    otherLocales
      .map((code) => ({ file: counterpartIn(file, code), gated }))
      .filter((counterpart) => existsSync(path.join(root, counterpart.file))),
  );
  const all = [...offered, ...counterparts].sort((a, b) => a.file.localeCompare(b.file));
  for (const { file, gated } of all) {
    const source = await readFile(path.join(root, file));
    const started = performance.now();
    const bytes = isGuide(file)
      ? await typesetGuide(source.toString('utf8'), {
          file,
          locale: guideLocale(file),
          siteName: site.name,
          siteUrl: site.url,
        })
      : source;
    if (isGuide(file)) made.seconds[file] = (performance.now() - started) / 1000;
    if (bytes.byteLength > downloadLimits.bytes)
      throw new Error(
        `${file} makes a ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB PDF; a download is at most 20 MB.`,
      );
    const name = downloadName(file, createHash('sha256').update(bytes).digest('hex'));
    made.manifest[file] = { name, bytes: bytes.byteLength, gated };
    made.files.set(name, bytes);
  }
  return made;
}
