import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One file's imports of other files of the project (types included). */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: only types cross. */
  typeOnly: boolean;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isTest = (file: string) => /\.test\.tsx?$|(^|\/)test-helpers\.tsx?$/.test(file);

/** Every source file below `folders` (relative to `root`), tests and test helpers left out. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const relative = path.posix.join(dir, entry);
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (
        EXTENSIONS.includes(path.extname(entry)) &&
        !isTest(relative) &&
        !relative.endsWith('.d.ts')
      ) {
        found.push(relative);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

function resolve(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return (
    candidates.find(
      (candidate) =>
        existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
    ) ?? null
  );
}

/** The imports between project files, read from their text (comments included: rare). */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(root, from), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2] ?? match[3] ?? '';
      const to = resolve(root, from, specifier);
      if (to) edges.push({ from, to, typeOnly: Boolean(match[1]) });
    }
  }
  return edges;
}

/** The circles of the graph (strongly connected groups of more than one file), each sorted. */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return circles;
}
