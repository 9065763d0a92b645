import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDistDir } from '../../engine/build/build-layout';
import { mediaReportFile, type MediaReport } from '../../engine/build/encode-media';
import { mediaPathsIn } from '../../engine/media/media-paths-in';
import { projectRoot } from '../../engine/schema/project-root';
import type { PageDocument } from '../../engine/document/page-types';
import { routeFromFile } from '../../engine/document/routes';
import { SITE_TIME_NAME, sortableSiteTime } from '../../engine/locale/site-time';
import { withPageDefaults } from '../../engine/pages/apply-defaults';
import type { FilesReport } from '../../engine/pages/validate-files';
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  PAGE_PREVIEW_BYTES,
  PREVIEW_LINK_DAYS,
  PreviewNotFoundError,
  previewLinkState,
  type PreviewLink,
  type PreviewLinkDays,
} from '../../engine/previews/preview-link';
import type { NewPagePreview } from '../../engine/previews/preview-urls';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, wrongArgumentsOrNoDatabase } from './command-help';
import { ServerRequestError } from './server-client';
import { withSiteData } from './site-data';
import { reportText } from './validate';

interface PreviewOptions {
  days: string;
  list?: boolean;
  revoke?: string;
  json?: boolean;
  pages: string;
}

/** A usage mistake, said on standard error before anything is sent. */
class PreviewUsageError extends Error {}

/**
 * The checked documents by route, with defaults as the build fills them in. Refuses a file
 * outside the pages folder, one with no address (a `_` file, the not-found page), and
 * anything but page documents.
 */
export function documentsByRoute(
  report: FilesReport,
  pagesDir: string,
): Record<string, PageDocument> {
  if (report.pages.length !== report.documents) {
    throw new PreviewUsageError(
      'sitectl preview shows page documents only: the site settings (_site.yaml) change with ' +
        'the next build, and service content is imported with `sitectl import`.',
    );
  }
  const documents: Record<string, PageDocument> = {};
  for (const { absolute, document } of report.pages) {
    const relative = path.relative(pagesDir, absolute).replace(/\\/g, '/');
    const route =
      relative.startsWith('../') || path.isAbsolute(relative) ? null : routeFromFile(relative);
    if (!route || route.kind === 'not-found') {
      throw new PreviewUsageError(
        `${path.relative(process.cwd(), absolute)} has no address of its own under ` +
          `${path.relative(process.cwd(), pagesDir) || '.'}/ to show it at.`,
      );
    }
    documents[route.route] = withPageDefaults(document);
  }
  return documents;
}

/**
 * The site server shows the photos its build encoded, and only those. A previewed page that
 * names another (one added with the change) is refused, rather than shown without it. Where
 * no build is at hand (the link goes straight into the database), the server leaves the
 * photo out.
 */
function refuseUnbuiltPhotos(documents: Record<string, PageDocument>): void {
  const report = path.join(resolveDistDir(projectRoot, process.env), 'client', mediaReportFile);
  if (!existsSync(report)) return;
  const { manifest } = JSON.parse(readFileSync(report, 'utf8')) as MediaReport;
  const unbuilt = [...mediaPathsIn(documents)].filter((photo) => !manifest[photo]);
  if (unbuilt.length > 0)
    throw new PreviewUsageError(
      `A preview shows the photos the running site was built with, and ${unbuilt.join(', ')} ` +
        `${unbuilt.length === 1 ? 'is' : 'are'} not among them. The ` +
        `${unbuilt.length === 1 ? 'photo shows' : 'photos show'} once the change is built; ` +
        'preview the page with a photo the site has meanwhile.',
    );
}

async function makePreview(
  paths: string[],
  options: PreviewOptions,
  days: PreviewLinkDays,
  io: CommandIo,
): Promise<number> {
  const pagesDir = path.resolve(options.pages);
  const { MissingPathError, validateFiles } = await import('../../engine/pages/validate-files');
  let documents: Record<string, PageDocument>;
  try {
    const report = await validateFiles(paths, pagesDir, process.cwd());
    if (report.problems.some((problem) => problem.level === 'error')) {
      io.stderr.write(reportText(report));
      io.stderr.write('Nothing was sent, and no link was made.\n');
      return Exit.invalid;
    }
    documents = documentsByRoute(report, pagesDir);
    refuseUnbuiltPhotos(documents);
  } catch (error) {
    if (!(error instanceof MissingPathError || error instanceof PreviewUsageError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return Exit.usage;
  }
  if (Buffer.byteLength(JSON.stringify(documents)) > PAGE_PREVIEW_BYTES) {
    io.stderr.write(
      `These pages come to more than ${PAGE_PREVIEW_BYTES / 1024 / 1024} MB; preview fewer at once.\n`,
    );
    return Exit.usage;
  }
  return withSiteData(
    io,
    async (site) => {
      const made = await site.pagePreviews.create(documents, days);
      io.stdout.write(options.json ? `${JSON.stringify(made, null, 2)}\n` : linksAsText(made));
      io.stderr.write(
        `${made.link.routes?.length === 1 ? 'The link works' : 'The links work'} until ` +
          `${sortableSiteTime(made.link.expires_at)} (${SITE_TIME_NAME} time); the site's own ` +
          `pages are unchanged. Revoke with: sitectl preview --revoke ${made.link.id}\n`,
      );
      return Exit.ok;
    },
    'Could not make the preview link: ',
  );
}

/** Each route and its address, a template at the record it is shown with. */
function linksAsText({ urls }: NewPagePreview<PreviewLink>): string {
  const width = Math.max(...Object.keys(urls).map((route) => route.length));
  return Object.entries(urls)
    .map(
      ([route, url]) =>
        `${route.padEnd(width)}  ${url ?? '(no published service to show this template with)'}\n`,
    )
    .join('');
}

/** One line per link: its id, whether it works, who made it, its routes. */
export function pagePreviewsAsText(links: readonly PreviewLink[]): string {
  if (links.length === 0) return 'No preview links of pages.\n';
  const lines = links.map((link) => {
    const state = previewLinkState(link);
    const status =
      state === 'working'
        ? `works until ${sortableSiteTime(link.expires_at)}`
        : state === 'expired'
          ? `expired ${sortableSiteTime(link.expires_at)}`
          : `revoked by ${link.revoked_by || 'staff'}`;
    return [
      link.id,
      status.padEnd(34),
      (link.created_by || 'Staff').padEnd(20),
      (link.routes ?? []).join(' '),
    ]
      .join('  ')
      .trimEnd();
  });
  return `${lines.join('\n')}\nNewest first, times in ${SITE_TIME_NAME} time.\n`;
}

const isUnknownLink = (error: unknown) =>
  error instanceof PreviewNotFoundError ||
  (error instanceof ServerRequestError && error.status === 404);

async function revoke(id: string, io: CommandIo): Promise<number> {
  return withSiteData(
    io,
    async (site) => {
      try {
        const link = await site.pagePreviews.revoke(id);
        io.stdout.write(
          `Revoked the preview link ${link.id} (${link.subject}): it opens nothing from now on.\n`,
        );
        return Exit.ok;
      } catch (error) {
        if (!isUnknownLink(error)) throw error;
        io.stderr.write(`There is no preview link ${id}; sitectl preview --list shows them.\n`);
        return Exit.invalid;
      }
    },
    'Could not revoke the preview link: ',
  );
}

async function preview(paths: string[], options: PreviewOptions, io: CommandIo): Promise<number> {
  const modes = [paths.length > 0, Boolean(options.list), options.revoke !== undefined];
  if (modes.filter(Boolean).length !== 1) {
    io.stderr.write('Give the page documents to preview, or --list, or --revoke <id>.\n');
    return Exit.usage;
  }
  if (options.list) {
    return withSiteData(io, async (site) => {
      const links = await site.pagePreviews.list();
      io.stdout.write(
        options.json ? `${JSON.stringify(links, null, 2)}\n` : pagePreviewsAsText(links),
      );
      return Exit.ok;
    });
  }
  if (options.revoke !== undefined) return revoke(options.revoke, io);
  const days = Number(options.days);
  if (!(PREVIEW_LINK_DAYS as readonly number[]).includes(days)) {
    io.stderr.write(`--days takes ${PREVIEW_LINK_DAYS.join(', ')}, not "${options.days}".\n`);
    return Exit.usage;
  }
  return makePreview(paths, options, days as PreviewLinkDays, io);
}

/**
 * `sitectl preview <files...>`: a link that shows page documents from this checkout, as the
 * running site would render them, to anyone who has it; `--list`, `--revoke <id>`.
 */
export function createPreviewCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('preview', io)
    .description('Make a link that shows changed page documents before they are published')
    .argument('[files...]', 'page documents (or folders of them) under the pages folder')
    .option(
      '--days <days>',
      `how long the link works: ${PREVIEW_LINK_DAYS.join(', ')}`,
      String(DEFAULT_PREVIEW_LINK_DAYS),
    )
    .option('--list', 'list the links to pages made so far')
    .option('--revoke <id>', 'stop a link at once')
    .option('--json', 'print the link (or the list) as JSON')
    .option('--pages <dir>', 'the pages folder the files are in', 'pages')
    .addHelpText(
      'after',
      commandHelp({
        about:
          'The files are checked exactly as `sitectl validate` checks them; on any problem ' +
          'nothing is sent. The link goes to the site server running on DATA_DIR (default ' +
          '.data/), or into DATABASE_URL for the server that reads it (its addresses then ' +
          "start with PUBLIC_URL). The site's published pages never change through it.",
        exitCodes: {
          0: 'made (or listed, or revoked)',
          1: 'a file has problems (nothing was sent), or no link has that id',
          2: `${wrongArgumentsOrNoDatabase}, or a file that is not a page document with an address`,
          3: 'the site server or database could not be reached, or refused',
        },
        examples: [
          'sitectl preview pages/about.yaml pages/ar/about.yaml',
          'sitectl preview pages/services/[slug].yaml --days 1',
          'sitectl preview --list',
          'sitectl preview --revoke 3f1c2d0e-8a4b-4c6d-9e2f-1a2b3c4d5e6f',
        ],
      }),
    )
    .action(
      exitWithResult(io, (paths: string[], options: PreviewOptions) => preview(paths, options, io)),
    );
}
