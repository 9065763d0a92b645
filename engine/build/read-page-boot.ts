import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  pageDataElementId,
  withOwnData,
  type PageBoot,
  type PageBootElement,
} from '../site/page-data';

const bootElementPattern = new RegExp(
  `<script type="application/json" id="${pageDataElementId}"[^>]*>([^<]*)</script>`,
);

/**
 * The boot of a built page, as the browser gets it: from its HTML, or from the file the
 * HTML names (`file` is then that file's path in the build). Null for HTML without one.
 */
export function readPageBoot(
  clientDir: string,
  html: string,
): { boot: PageBoot; file?: string } | null {
  const match = bootElementPattern.exec(html);
  if (!match) return null;
  const element = JSON.parse(match[1]!) as PageBootElement;
  if (!('src' in element)) return { boot: element };
  const file = element.src.replace(/^\//, '');
  const shared = JSON.parse(readFileSync(path.join(clientDir, file), 'utf8')) as PageBoot;
  return { boot: withOwnData(shared, element.data), file };
}
