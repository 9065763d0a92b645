import type { Command } from 'commander';
import path from 'node:path';
import { formatDiagnostic } from '../../engine/document/diagnostic';
import type { Problem } from '../../engine/document/problem';
import { problemCatalogue } from '../../engine/document/problem-catalogue';
import type { FilesReport } from '../../engine/pages/validate-files';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp } from './command-help';

interface ValidateOptions {
  json?: boolean;
  pages: string;
}

async function validate(paths: string[], options: ValidateOptions, io: CommandIo): Promise<number> {
  const pagesDir = path.resolve(options.pages);
  const { MissingPathError, validateFiles } = await import('../../engine/pages/validate-files');
  let report;
  try {
    report = await validateFiles(paths, pagesDir, process.cwd());
  } catch (error) {
    if (error instanceof MissingPathError) {
      io.stderr.write(`${error.message}\n`);
      return Exit.usage;
    }
    throw error;
  }
  const errors = report.problems.filter((problem) => problem.level === 'error');
  if (options.json) {
    io.stdout.write(
      `${JSON.stringify({ valid: errors.length === 0, documents: report.documents, problems: report.problems }, null, 2)}\n`,
    );
  } else {
    io.stdout.write(reportText(report));
  }
  return errors.length === 0 ? Exit.ok : Exit.invalid;
}

/** Every problem with its code frame, then the summary: what `sitectl validate` prints. */
export function reportText(report: FilesReport): string {
  const errors = report.problems.filter((problem) => problem.level === 'error');
  const frames = report.problems.map(
    (problem) => `${formatDiagnostic(problem, report.sources.get(problem.file))}\n\n`,
  );
  return `${frames.join('')}${summary(errors, report)}`;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What was checked: "31 page documents", "9 service content files", or both. */
function checked({ documents, serviceContentFiles, postsFiles }: FilesReport): string {
  const pages = documents - serviceContentFiles - postsFiles;
  const parts = [
    ...(pages > 0 || serviceContentFiles + postsFiles === 0
      ? [counted(pages, 'page document')]
      : []),
    ...(serviceContentFiles > 0 ? [counted(serviceContentFiles, 'service content file')] : []),
    ...(postsFiles > 0 ? [counted(postsFiles, 'posts file')] : []),
  ];
  return parts.join(' and ');
}

/** The count, then each kind of problem found with its title from the catalogue. */
function summary(errors: readonly Problem[], report: FilesReport): string {
  const { documents } = report;
  if (errors.length === 0) return `${checked(report)} valid\n`;
  const files = new Set(errors.map((problem) => problem.file)).size;
  const counts = new Map<Problem['code'], number>();
  for (const { code } of errors) counts.set(code, (counts.get(code) ?? 0) + 1);
  const kinds = [...counts].map(
    ([code, count]) => `  ${count} × ${code}: ${problemCatalogue[code].title}`,
  );
  return [
    `${errors.length} problem${errors.length === 1 ? '' : 's'} in ${files} of ${documents} documents`,
    ...kinds,
    'docs/errors.md explains each code.',
    '',
  ].join('\n');
}

/**
 * `sitectl validate [paths...]`: checks page documents and service content files; 0 valid,
 * 1 invalid, 2 usage error.
 */
export function createValidateCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('validate', io)
    .description(
      'Validate page documents and service content files (default: every file in pages/)',
    )
    .argument('[paths...]', 'page or service content files, or folders of them')
    .option('--json', 'print a machine-readable report')
    .option('--pages <dir>', 'the pages folder whose routes links must lead to', 'pages')
    .addHelpText(
      'after',
      commandHelp({
        exitCodes: { 0: 'every document valid', 1: 'problems found', 2: 'wrong arguments' },
        examples: [
          'sitectl validate                        # every page document in pages/',
          'sitectl validate pages/index.yaml       # one document',
          'sitectl validate pages/services --json  # a folder, as JSON',
          'sitectl validate supabase/seed          # the service content seed',
        ],
        notes:
          'A file whose first line is `# yaml-language-server: $schema=<...>/service-content.schema.json` ' +
          'is service content, checked against that schema; the slugs of all such files checked ' +
          'together must differ. Any other file is a page document (_site.yaml the site settings).',
      }),
    )
    .action(
      exitWithResult(io, (paths: string[], options: ValidateOptions) =>
        validate(paths, options, io),
      ),
    );
}
