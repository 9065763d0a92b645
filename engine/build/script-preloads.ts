import path from 'node:path';

/** The parts of Vite's build manifest (`.vite/manifest.json`) that preloading needs. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The script files a page needs beyond the tiny entry: the app's, and each block type's. */
export interface ScriptPreloads {
  app: string[];
  blocks: Record<string, string[]>;
}

/** The module the entry imports once the page has painted (see entry-client.tsx). */
const appModule = 'engine/app/start-client.tsx';

export const scriptPreloadsFile = (serverDir: string) =>
  path.join(serverDir, 'script-preloads.json');

/**
 * Reads from the client manifest which chunks the app loads, and which each block type
 * adds: the block's own chunk (a dynamic import under `blocks/<type>/`) and the chunks it
 * imports that the app does not already load.
 */
export function scriptPreloadsFromManifest(manifest: ViteManifest): ScriptPreloads {
  const withImports = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey || !manifest[appModule]) {
    throw new Error(`The client build manifest names no entry or no ${appModule}.`);
  }
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const loadedFirst = withImports(appModule, withImports(entryKey));
  const blocks: ScriptPreloads['blocks'] = {};
  for (const key of [...loadedFirst].flatMap((chunk) => manifest[chunk]?.dynamicImports ?? [])) {
    const type = /^blocks\/([^/]+)\//.exec(key)?.[1];
    if (!type || blocks[type]) continue;
    blocks[type] = [...withImports(key)].filter((chunk) => !loadedFirst.has(chunk)).map(fileOf);
  }
  const app = [...withImports(appModule)].filter((key) => key !== entryKey).map(fileOf);
  return { app, blocks };
}

/**
 * The script files the app and the blocks a page renders need, each once. The entry
 * fetches them all at once when the app starts (see entry-client.tsx), so none waits on
 * another.
 */
export function scriptsForPage(preloads: ScriptPreloads, blockTypes: readonly string[]): string[] {
  return [
    ...new Set([...preloads.app, ...blockTypes.flatMap((type) => preloads.blocks[type] ?? [])]),
  ];
}
