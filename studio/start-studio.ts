import { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../engine/schema/project-root';
import { startStudio } from './server/studio-server';

/**
 * `npm run studio [-- --port N --pages DIR]`: the authors' studio, a local app for editing
 * the YAML of pages/ beside the page it renders (docs/studio.md).
 */
const program = new Command('studio')
  .description('Edit page documents beside their live preview')
  .option('--port <number>', 'the port to serve on', '4400')
  .option('--pages <dir>', 'the pages folder to edit', path.join(projectRoot, 'pages'))
  .parse();

const options = program.opts<{ port: string; pages: string }>();
const pagesDir = path.resolve(options.pages);
const port = Number(options.port);
if (!existsSync(pagesDir)) {
  console.error(`No pages folder at ${pagesDir}: name one with --pages DIR.`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number, such as 4400; got ${options.port}.`);
  process.exit(2);
}

const started = performance.now();
const studio = await startStudio({ pagesDir, port }).catch((error: unknown) => {
  const busy = (error as { code?: string }).code === 'EADDRINUSE';
  console.error(
    busy
      ? `Port ${port} is taken: start with --port N for another.`
      : `The studio failed: ${error}`,
  );
  process.exit(1);
});
console.info(
  `Studio ready in ${Math.round(performance.now() - started)} ms: ${studio.url} (editing ${pagesDir})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void studio.close().then(() => process.exit(0)));
