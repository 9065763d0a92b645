import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importEdges, sourceFiles, type ImportEdge } from './tools/import-graph';

// Which folder may import which, written down once, in ARCHITECTURE.md's layer table, and
// checked here: a folder imports from its own layer and the layers above it in the table;
// folders never import each other round a circle, nor files, types included; blocks are
// leaves that only the registry maps import; engine/ and cli/ never reach into supabase/.

const root = path.resolve(import.meta.dirname, '..');
const files = sourceFiles(root, ['engine', 'blocks', 'cli', 'supabase', 'bin', 'studio']);
const edges = importEdges(root, files);
const show = (found: ImportEdge[]) => found.map(({ from, to }) => `${from} -> ${to}`);

/** The layers of ARCHITECTURE.md's table, in its order, each with its folders. */
function layerTable(): string[][] {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const rows = text.split('\n').filter((line) => /^\| \d+\. /.test(line));
  return rows.map((row) => [...row.split('|')[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}
const layers = layerTable();
const layerOf = new Map(layers.flatMap((folders, layer) => folders.map((f) => [f, layer])));

/** The folder a file counts under: engine/<name>, or its top folder. */
const folderOf = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'engine' ? `engine/${parts[1]}` : parts[0]!;
};
const betweenFolders = edges.filter(({ from, to }) => folderOf(from) !== folderOf(to));

const REGISTRY_MAPS = ['engine/pages/registry.ts', 'engine/pages/block-schemas.ts'];
const blockOf = (file: string) => /^blocks\/([^/]+)\//.exec(file)?.[1] ?? null;
const BLOCKS_MAY_IMPORT = [
  'engine/ui',
  'engine/schema',
  'engine/theme',
  'engine/forms',
  'engine/locale',
];
const DASHBOARD = 'engine/staff/dashboard/';
const DASHBOARD_BLOCK = 'engine/staff/dashboard-block/';

describe('the layers', () => {
  it('gives every folder of engine/ a layer, and nothing twice', () => {
    const engineFolders = readdirSync(path.join(root, 'engine'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `engine/${entry.name}`);
    const placed = layers.flat();
    expect(engineFolders.filter((folder) => !layerOf.has(folder))).toEqual([]);
    expect(placed.length).toBe(new Set(placed).size);
    expect(files.filter((file) => !layerOf.has(folderOf(file)))).toEqual([]);
  });

  it('has no import from a folder to one of a higher layer', () => {
    const found = betweenFolders.filter(
      ({ from, to }) => layerOf.get(folderOf(to))! > layerOf.get(folderOf(from))!,
    );
    expect(show(found)).toEqual([]);
  });

  it('has no circle between folders', () => {
    const folderEdges = betweenFolders.map(({ from, to, typeOnly }) => ({
      from: folderOf(from),
      to: folderOf(to),
      typeOnly,
    }));
    expect(importCircles(folderEdges)).toEqual([]);
  });

  it('has no import circles between files, types included', () => {
    expect(importCircles(edges)).toEqual([]);
  });
});

describe('the dependency rules', () => {
  it('blocks import only the ui kit, schema, theme, forms and locale of engine/', () => {
    const found = edges.filter(
      ({ from, to }) =>
        from.startsWith('blocks/') &&
        to.startsWith('engine/') &&
        !BLOCKS_MAY_IMPORT.includes(folderOf(to)),
    );
    expect(show(found)).toEqual([]);
  });

  it("nothing imports a block's own files but the block itself and the registry maps", () => {
    const found = edges.filter(({ from, to }) => {
      const block = blockOf(to);
      return block !== null && blockOf(from) !== block && !REGISTRY_MAPS.includes(from);
    });
    expect(show(found)).toEqual([]);
  });

  it('the staff dashboard is a feature folder that only its block mounts', () => {
    const found = edges.filter(
      ({ from, to }) =>
        to.startsWith(DASHBOARD) &&
        !from.startsWith(DASHBOARD) &&
        !from.startsWith(DASHBOARD_BLOCK),
    );
    expect(show(found)).toEqual([]);
    const blockFiles = readdirSync(path.join(root, DASHBOARD_BLOCK));
    expect(blockFiles.length, blockFiles.join(', ')).toBeLessThanOrEqual(3);
  });

  it('engine/ and cli/ never import supabase/', () => {
    const found = edges.filter(
      ({ from, to }) => /^(engine|cli)\//.test(from) && to.startsWith('supabase/'),
    );
    expect(show(found)).toEqual([]);
  });
});
