import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import zlib from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
// walk mappings: attribute each generated segment to its source
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const len = prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col;
    const s = prev.source ?? '(none)';
    bySource.set(s, (bySource.get(s) ?? 0) + Math.max(0, len));
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
});
const group = (s) => { const i = s.lastIndexOf('node_modules/'); if (i < 0) return 'app:' + s.replace(/^.*\/(engine|blocks|pages)\//, '$1/'); const rest = s.slice(i + 13).split('/'); return rest[0].startsWith('@') ? rest[0] + '/' + rest[1] + (rest[1]==='material'||rest[1]==='system'? '/' + rest[2] : '') : rest[0]; };
const groups = new Map();
for (const [s, n] of bySource) groups.set(group(s), (groups.get(group(s)) ?? 0) + n);
const total = code.length;
console.log('total raw', total, 'gz', zlib.gzipSync(code).length);
for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 200)) console.log(String(n).padStart(8), (n / total * 100).toFixed(1).padStart(5) + '%', g);
