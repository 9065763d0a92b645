import { Command, CommanderError } from 'commander';
import { createAdminLinkCommand } from './commands/admin-link';
import { createAuditCommand } from './commands/audit';
import { createBackupCommand } from './commands/backup';
import { createExportCommand } from './commands/export';
import { createImportCommand } from './commands/import';
import { createLeadsCommand } from './commands/leads';
import { createNotificationsCommand } from './commands/notifications';
import { createPreviewCommand } from './commands/preview';
import { createPushCommand } from './commands/push';
import { createRestoreCommand } from './commands/restore';
import { createSessionsCommand } from './commands/sessions';
import { Exit } from './commands/command-io';
import { createValidateCommand } from './commands/validate';

// Commands load their heavy libraries (YAML parser and schemas, database drivers, supabase-js,
// the progress bar) when they run, with `await import()`: start-up and `--help` need none.

// A reader that stops early (`sitectl leads | head`) closes the pipe; the command then ends
// quietly instead of with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

/** `sitectl`: validate page documents, import and export service content, read leads and their notifications. */
const program = new Command('sitectl')
  .description(
    'Manage the site: validate and preview page documents, import and export service content, push forms to Supabase, read leads, back up and restore.',
  )
  .showHelpAfterError()
  .addHelpText(
    'after',
    '\nExamples:\n' +
      '  sitectl validate                              # check every page document\n' +
      '  sitectl import services.yaml --dry-run        # check service content, send nothing\n' +
      '  sitectl import services.yaml                  # write it to the site\n' +
      '  sitectl export --out services.yaml            # the service content as YAML\n' +
      '  sitectl push                                  # the forms of the pages, to Supabase\n' +
      '  sitectl leads --csv > leads.csv               # every lead\n' +
      '  sitectl notifications                         # a paused email or webhook destination\n' +
      '  sitectl admin-link                            # a one-time link to /admin\n' +
      '  sitectl sessions revoke --all                 # sign every browser out of /admin\n' +
      '  sitectl preview pages/about.yaml              # a link showing a changed page\n' +
      '  sitectl backup                                # a backup of services and leads\n' +
      '  sitectl restore site-backup-....ndjson.gz     # into a new, empty database\n\n' +
      'Run `sitectl help <command>` for its options, exit codes and examples.',
  )
  .exitOverride()
  .addCommand(createValidateCommand())
  .addCommand(createImportCommand())
  .addCommand(createExportCommand())
  .addCommand(createPushCommand())
  .addCommand(createLeadsCommand())
  .addCommand(createNotificationsCommand())
  .addCommand(createAdminLinkCommand())
  .addCommand(createSessionsCommand())
  .addCommand(createAuditCommand())
  .addCommand(createPreviewCommand())
  .addCommand(createBackupCommand())
  .addCommand(createRestoreCommand());

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version exit 0; everything else commander raises is a usage error.
  process.exitCode = error.exitCode === 0 ? 0 : Exit.usage;
}
