import { Command, CommanderError, type ErrorOptions as CommanderErrorOptions } from 'commander';
import { terminalSafe } from './terminal-text';

/** Exit codes shared by the data commands; each means one outcome. */
export const Exit = {
  ok: 0,
  /**
   * Some input was invalid: `validate` found problems; `import` skipped the invalid services
   * and wrote every valid one.
   */
  invalid: 1,
  /** The command could not start: wrong arguments or missing credentials. */
  usage: 2,
  /** The store (database, site server or Supabase) refused the work or could not be reached. */
  storeFailed: 3,
} as const;

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** What a command touches outside itself, so tests can run it in-process. */
export interface CommandIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Record<string, string | undefined>;
  setExitCode(code: number): void;
}

/** A stream that escapes whatever a terminal would act on (see terminalSafe). */
const safeStream = (stream: OutputStream): OutputStream => ({
  write: (text: string) => stream.write(terminalSafe(text)),
  isTTY: stream.isTTY,
});

/** The real process: its streams, environment and exit code. */
export function processIo(): CommandIo {
  return {
    stdout: safeStream(process.stdout),
    stderr: safeStream(process.stderr),
    env: process.env,
    setExitCode: (code) => {
      process.exitCode = code;
    },
  };
}

// Commander reports usage errors (unknown option, missing argument) through
// error() with exit code 1; the data commands keep 1 for failed work.
class DataCommand extends Command {
  // Subcommands (`sessions revoke`) are data commands too.
  override createCommand(name?: string): Command {
    return new DataCommand(name);
  }

  override error(message: string, options?: CommanderErrorOptions): never {
    return super.error(message, { ...options, exitCode: options?.exitCode ?? Exit.usage });
  }
}

/** A commander command that writes to `io` and exits with 2 on a usage error. */
export function createDataCommand(name: string, io: CommandIo): Command {
  return new DataCommand(name).configureOutput({
    writeOut: (text) => void io.stdout.write(text),
    writeErr: (text) => void io.stderr.write(text),
  });
}

/**
 * Runs a command in-process with `argv` (arguments after the command name) and
 * resolves to its exit code instead of ending the process.
 */
export async function runCommand(
  create: (io: CommandIo) => Command,
  argv: string[],
  io: Omit<CommandIo, 'setExitCode'>,
): Promise<number> {
  let exitCode: number = Exit.ok;
  const command = create({
    ...io,
    stdout: safeStream(io.stdout),
    stderr: safeStream(io.stderr),
    setExitCode: (code) => (exitCode = code),
  });
  // Every subcommand too (`leads erase`), so a usage error ends the run, not the process.
  const overrideExits = (one: Command): void => {
    one.exitOverride();
    one.commands.forEach(overrideExits);
  };
  overrideExits(command);
  try {
    await command.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return exitCode;
}

/** A commander action that runs `work` and exits with the code it resolves to. */
export function exitWithResult<A extends unknown[]>(
  io: CommandIo,
  work: (...args: A) => Promise<number>,
): (...args: A) => Promise<void> {
  return async (...args) => {
    io.setExitCode(await work(...args));
  };
}
