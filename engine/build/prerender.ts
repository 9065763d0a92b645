import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderOptions } from '../ssr/entry-server';
import type { ServiceContent } from '../services/service-content';
import { recordInLocale } from '../services/record-in-locale';
import type { PublishedPost } from '../posts/post';
import { postInLocale, postLocales } from '../posts/post-in-locale';
import { listedPost, postVariables } from '../posts/post-variables';
import { isNotFoundRoute } from '../document/routes';
import { localeOfPath, localizePath, pathWithoutLocale } from '../locale/locales';
import type { BuildLayout } from './build-layout';
import { pageBoot, templateBoot, templateBootsFile, writeBootFile } from './page-boot-files';
import {
  fillTemplate,
  htmlFileFor,
  readPageTemplate,
  templateFile,
  type ServerEntry,
} from './page-template';

export interface PrerenderTiming {
  route: string;
  file: string;
  ms: number;
  bytes: number;
}

/** The path of the shell the server sends for a template route's unknown values. */
export const templateShellPath = (route: string) => route.replace(/:(\w+)/g, '[$1]');

/**
 * Writes one HTML file per static route (a page listing posts with the posts known at
 * build time), per service record and published post known at build time (on their
 * template routes), each template's shell, and the not-found page, each with its content,
 * critical CSS and head tags, using the server renderer of the build.
 */
export async function prerender(
  layout: Pick<BuildLayout, 'client' | 'server' | 'serverEntry'>,
  services: readonly ServiceContent[],
  posts: readonly PublishedPost[] = [],
): Promise<PrerenderTiming[]> {
  const distDir = layout.client;
  const entry = (await import(pathToFileURL(layout.serverEntry).href)) as ServerEntry;
  // The client's index.html is the shell of every page; "/" is written over it below.
  await rename(path.join(distDir, 'index.html'), templateFile(layout.server));
  const template = await readPageTemplate(layout.server);
  const staticRoutes = new Set(
    entry.routes.filter((route) => route.kind === 'static').map((route) => route.route),
  );
  const jobs: { route: string; url: string; options?: RenderOptions }[] = [];
  for (const route of entry.routes) {
    if (route.kind === 'template') {
      jobs.push({
        route: templateShellPath(route.route),
        url: templateShellPath(route.route),
        options: { shell: true },
      });
      // Each locale's record pages: the records written in its language.
      const locale = localeOfPath(route.route, entry.site.locales);
      if (pathWithoutLocale(route.route, entry.site.locales) === '/services/:slug') {
        for (const record of services) {
          if (!recordInLocale(record, locale)) continue;
          const url = localizePath(`/services/${record.slug}`, locale);
          if (!staticRoutes.has(url)) jobs.push({ route: url, url, options: { record } });
        }
      }
      if ((await entry.loadPage(route.route)).record?.source === 'post') {
        for (const post of posts) {
          const shown = postInLocale(post, locale);
          const url = route.route.replace(':slug', post.slug);
          if (!shown || staticRoutes.has(url)) continue;
          const vars = postVariables(shown);
          const writtenIn = postLocales(post, entry.site.locales);
          jobs.push({ route: url, url, options: { vars, writtenIn } });
        }
      }
    } else {
      const locale = localeOfPath(route.route, entry.site.locales);
      const listed = posts.flatMap((post) => postInLocale(post, locale) ?? []).map(listedPost);
      const lists = route.kind === 'static' && (await entry.loadPage(route.route)).list;
      jobs.push({
        route: route.route,
        url: isNotFoundRoute(route.route) ? `/${route.route}` : route.route,
        ...(lists ? { options: { posts: listed } } : {}),
      });
    }
  }
  const timings: PrerenderTiming[] = [];
  for (const job of jobs) {
    const started = performance.now();
    const rendered = await entry.renderPage(job.url, job.options);
    const boot = pageBoot(template.scriptPreloads, rendered);
    if (job.options?.shell) {
      template.templateBoots[boot.data.route] = await writeBootFile(
        distDir,
        job.route,
        templateBoot(boot),
      );
    }
    // A page that starts its app at once needs its boot at once: it stays in the HTML.
    const html = fillTemplate(
      template,
      rendered,
      rendered.start === 'app-at-once'
        ? boot
        : { src: await writeBootFile(distDir, job.route, boot) },
    );
    const file = htmlFileFor(job.route);
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), html);
    timings.push({
      route: job.route,
      file,
      ms: performance.now() - started,
      bytes: Buffer.byteLength(html),
    });
  }
  await writeFile(templateBootsFile(layout.server), JSON.stringify(template.templateBoots));
  return timings;
}
