import { counterpartIn } from './download-path';
import { filesOfForm, type FormLike } from './downloads-in';

/** One file the build gives visitors. */
export interface DownloadEntry {
  /** Its name, from its file and a hash of its bytes: `cloud-migration-checklist-<hash>.pdf`. */
  name: string;
  bytes: number;
  /** Given only through a signed link to a visitor who left their email, never at an address. */
  gated: boolean;
}

/** Every file the build gives, by the media path pages name it by. */
export type DownloadManifest = Record<string, DownloadEntry>;

/**
 * Where the build keeps the files given through signed links, in the server's folder (never
 * the client's, which anyone may fetch), and the manifest of them the server reads.
 */
export const downloadsDir = 'downloads';
export const downloadManifestFile = 'downloads.json';

/** A public download's address: under `/media/`, cached for a year like the photos. */
export const publicDownloadAddress = (entry: DownloadEntry) => `/media/${entry.name}`;

/** The file given for `file` on a page in the language `code`: its counterpart, where there is one. */
export function downloadFor(
  manifest: DownloadManifest,
  file: string,
  code: string,
): DownloadEntry | undefined {
  const counterpart = counterpartIn(file, code);
  if (Object.hasOwn(manifest, counterpart)) return manifest[counterpart];
  return Object.hasOwn(manifest, file) ? manifest[file] : undefined;
}

/**
 * The page data, in the language `code`, with each button's `download` (a media path) made
 * the address of its file (or its counterpart's in that language); one the build did not
 * make (a preview's new file) is left as it is, and draws no button. A form whose files are
 * public (a static host, which has no server to sign links) gets their addresses by option
 * value, as `files`, for the browser to fetch once the answers are stored.
 */
export function resolveDownloads<T>(value: T, manifest: DownloadManifest, code: string): T {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const resolved = resolveDownloads(item, manifest, code);
      changed ||= resolved !== item;
      return resolved;
    });
    return (changed ? items : value) as T;
  }
  if (!value || typeof value !== 'object') return value;
  if (isGivingForm(value)) return withPublicFiles(value, manifest, code);
  let changed = false;
  const entries = Object.entries(value).map(([key, child]) => {
    let resolved = resolveDownloads(child, manifest, code);
    if (key === 'download' && typeof child === 'string') {
      const entry = downloadFor(manifest, child, code);
      if (entry && !entry.gated) resolved = publicDownloadAddress(entry);
    }
    changed ||= resolved !== child;
    return [key, resolved] as const;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/** What the build adds to a form that gives public files: their addresses by option value. */
export interface PublicFormFiles {
  files?: Record<string, string>;
}

const isGivingForm = (value: object): value is FormLike =>
  'fields' in value && Array.isArray(value.fields) && 'download' in value;

function withPublicFiles<T extends FormLike>(form: T, manifest: DownloadManifest, code: string): T {
  const files: Record<string, string> = {};
  for (const file of filesOfForm(form)) {
    const entry = downloadFor(manifest, file, code);
    if (!entry || entry.gated) return form;
    files[file] = publicDownloadAddress(entry);
  }
  return { ...form, files };
}
