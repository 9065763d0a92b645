import type { Command } from 'commander';
import path from 'node:path';
import { formatDiagnostic } from '../../engine/document/diagnostic';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp } from './command-help';
import { describeStoreFailure } from './store-failure';
import { createServiceRoleClient, hasSupabaseCredentials } from './supabase-credentials';

interface PushOptions {
  pages: string;
  dryRun?: boolean;
}

const NO_CREDENTIALS =
  'sitectl push writes to Supabase: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. ' +
  "The site's own server checks every form against its build and needs no push.";

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

async function push(options: PushOptions, io: CommandIo): Promise<number> {
  if (!options.dryRun && !hasSupabaseCredentials(io.env)) {
    io.stderr.write(`${NO_CREDENTIALS}\n`);
    return Exit.usage;
  }
  const [{ loadSite }, { siteLeadForms }] = await Promise.all([
    import('../../engine/pages/load-site'),
    import('../../engine/leads/intake/lead-form-declaration'),
  ]);
  // The pages as the build takes them: any problem, and nothing is sent.
  const loaded = await loadSite(path.resolve(options.pages), process.cwd());
  const errors = loaded.problems.filter((problem) => problem.level === 'error');
  if (errors.length > 0 || !loaded.site) {
    for (const problem of errors)
      io.stderr.write(`${formatDiagnostic(problem, loaded.sources.get(problem.file))}\n\n`);
    io.stderr.write(
      `${count(errors.length, 'problem')} in the page documents; nothing was pushed.\n`,
    );
    return Exit.invalid;
  }
  const declarations = siteLeadForms(loaded.pages, loaded.site);
  const pages = new Set(declarations.map((declaration) => declaration.route)).size;
  const what = `${count(declarations.length, 'form')} of ${count(pages, 'page')}`;
  if (options.dryRun) {
    io.stdout.write(`Dry run: ${what} would be pushed; nothing was sent.\n`);
    return Exit.ok;
  }
  const connection = await createServiceRoleClient(io.env);
  if (!connection.client) {
    io.stderr.write(`${connection.problem}\n`);
    return Exit.usage;
  }
  const { putLeadForms } = await import('../../engine/leads/stores/supabase-lead-forms');
  try {
    await putLeadForms(connection.client, declarations);
  } catch (error) {
    const failure = describeStoreFailure(error);
    const outcome = failure.mayHaveWritten
      ? 'The forms may or may not have been pushed'
      : 'Nothing was pushed';
    io.stderr.write(`${outcome}: ${failure.message}\n`);
    return Exit.storeFailed;
  }
  io.stdout.write(`Pushed ${what} to Supabase.\n`);
  return Exit.ok;
}

/**
 * `sitectl push`: writes the forms the page documents declare to Supabase, where
 * public.submit_lead takes a visitor's answers only as they declare them.
 */
export function createPushCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('push', io)
    .description(
      'Write the forms the page documents declare to Supabase, which checks leads against them',
    )
    .option('--pages <dir>', 'the pages folder', 'pages')
    .option('--dry-run', 'validate the pages and count their forms without sending anything')
    .addHelpText(
      'after',
      commandHelp({
        about:
          'A static build on Supabase sends each form to public.submit_lead, which accepts only the ' +
          'forms and fields the pages declare: push after every change to a form, with the build. ' +
          'Every page is validated first; with any problem nothing is sent. The forms replace the ' +
          'ones pushed before, in one transaction.',
        exitCodes: {
          0: 'pushed (or, with --dry-run, valid)',
          1: 'problems in the page documents; nothing sent',
          2: 'wrong arguments or missing credentials; nothing sent',
          3: 'Supabase refused the write or could not be reached',
        },
        examples: [
          'sitectl push --dry-run     # validate and count, send nothing',
          'sitectl push               # with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set',
        ],
      }),
    )
    .action(exitWithResult(io, (options: PushOptions) => push(options, io)));
}
