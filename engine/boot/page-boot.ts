import {
  pageDataElementId,
  startAttribute,
  withOwnData,
  type PageBoot,
  type PageBootElement,
  type PageData,
} from '../site/page-data';

/** The page's boot element as the HTML has it, or nothing (the dev server's empty page). */
function readBootElement(): PageBootElement | null {
  const text = document.getElementById(pageDataElementId)?.textContent;
  return text ? (JSON.parse(text) as PageBootElement) : null;
}

/**
 * How the server asks this page to come alive: the value on its boot element (see
 * StartStrategy), or nothing on a page without one (the dev server's).
 */
export function readStartStrategy(): string | null | undefined {
  return document.getElementById(pageDataElementId)?.getAttribute(startAttribute);
}

async function fetchBoot({ src, data }: { src: string; data?: Partial<PageData> }) {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`The page's data at ${src} answered ${response.status}.`);
  return withOwnData((await response.json()) as PageBoot, data);
}

let loading: Promise<PageBoot | null> | undefined;

/**
 * The page's boot: read from the HTML, or fetched once from the file it names (the idle
 * prefetch and the app's start share the one request). Rejects when that file cannot be
 * had, so the page stays as the server sent it.
 */
export function loadPageBoot(): Promise<PageBoot | null> {
  if (!loading) {
    const element = readBootElement();
    loading = element && 'src' in element ? fetchBoot(element) : Promise.resolve(element);
    // A failed fetch may be tried again by a later start.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
