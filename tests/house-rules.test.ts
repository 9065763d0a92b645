import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importEdges, sourceFiles, type ImportEdge } from './tools/import-graph';

// Which folder may import which, written down and checked like the colour rule: blocks are
// leaves that engine/ reaches only through the two registry maps; the staff dashboard is a
// feature folder its block only mounts; engine/ and cli/ never reach into supabase/ (the
// Supabase CLI's folder); and no file imports itself back round a circle, types included.

const root = path.resolve(import.meta.dirname, '..');
const files = sourceFiles(root, ['engine', 'blocks', 'cli', 'supabase', 'bin']);
const edges = importEdges(root, files);
const show = (found: ImportEdge[]) => found.map(({ from, to }) => `${from} -> ${to}`);

const REGISTRY_MAPS = ['blocks/registry.ts', 'blocks/block-schemas.ts'];
const blockOf = (file: string) => /^blocks\/([^/]+)\//.exec(file)?.[1] ?? null;
const DASHBOARD = 'engine/staff/dashboard/';
const DASHBOARD_DOORS = [`${DASHBOARD}LoadedDashboard.tsx`, `${DASHBOARD}dashboard.schema.ts`];

describe('the dependency rules', () => {
  it('engine/ reaches blocks/ only through the two registry maps', () => {
    const found = edges.filter(
      ({ from, to }) =>
        from.startsWith('engine/') && to.startsWith('blocks/') && !REGISTRY_MAPS.includes(to),
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
        !(from.startsWith('blocks/admin-dashboard/') && DASHBOARD_DOORS.includes(to)),
    );
    expect(show(found)).toEqual([]);
    const blockFiles = readdirSync(path.join(root, 'blocks/admin-dashboard'));
    expect(blockFiles.length, blockFiles.join(', ')).toBeLessThanOrEqual(3);
  });

  it('engine/ and cli/ never import supabase/', () => {
    const found = edges.filter(
      ({ from, to }) => /^(engine|cli)\//.test(from) && to.startsWith('supabase/'),
    );
    expect(show(found)).toEqual([]);
  });

  it('has no import circles, types included', () => {
    expect(importCircles(edges)).toEqual([]);
  });
});
