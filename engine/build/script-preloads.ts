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
  /** What a page that hydrates by islands loads: see IslandScripts. */
  islands: IslandScripts;
}

/**
 * The scripts of islands: what every island shares (React, the styles cache, the theme),
 * and what each block type adds to it.
 */
export interface IslandScripts {
  shared: string[];
  blocks: Record<string, string[]>;
}

/** The module the entry imports once the page has painted (see entry-client.tsx). */
const appModule = 'engine/app/start-client.tsx';
/** The module the entry imports when a page's first island starts (see island-runtime.tsx). */
const islandModule = 'engine/islands/island-runtime.tsx';

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
  if (!entryKey || !manifest[appModule] || !manifest[islandModule]) {
    throw new Error(
      `The client build manifest names no entry, no ${appModule} or no ${islandModule}.`,
    );
  }
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  /** The code each block type adds to what `module` and the entry load. */
  const blocksBeyond = (module: string) => {
    const loadedFirst = withImports(module, withImports(entryKey));
    const blocks: Record<string, string[]> = {};
    for (const key of [...loadedFirst].flatMap((chunk) => manifest[chunk]?.dynamicImports ?? [])) {
      const type = /^blocks\/([^/]+)\//.exec(key)?.[1];
      if (!type || blocks[type]) continue;
      blocks[type] = [...withImports(key)].filter((chunk) => !loadedFirst.has(chunk)).map(fileOf);
    }
    return blocks;
  };
  const filesOf = (module: string) =>
    [...withImports(module)].filter((key) => key !== entryKey).map(fileOf);
  return {
    app: filesOf(appModule),
    blocks: blocksBeyond(appModule),
    islands: { shared: filesOf(islandModule), blocks: blocksBeyond(islandModule) },
  };
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

/** The island scripts of a page: those every island shares, and each of its block types'. */
export function islandScriptsForPage(
  { islands }: ScriptPreloads,
  blockTypes: readonly string[],
): IslandScripts {
  return {
    shared: islands.shared,
    blocks: Object.fromEntries(blockTypes.map((type) => [type, islands.blocks[type] ?? []])),
  };
}
