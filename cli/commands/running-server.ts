import { isRunning } from '../../engine/database/embedded/process-identity';
import { readServerFile, type ServerFile } from '../../engine/server/data-dir-files';
import { createServerClient } from './server-client';

/** The site server that owns a data directory cannot be used safely. */
export class ServerCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerCheckError';
  }
}

export interface RunningServer {
  file: ServerFile;
  client: ReturnType<typeof createServerClient>;
}

/**
 * The site server running on `dataDir`, or null when none does (no `server.json`, or the
 * process it names has ended). Before anything sends it the operator token, the server at
 * the recorded address must prove it holds that token: after a crash another program may
 * have taken the port.
 */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  const file = await readServerFile(dataDir);
  if (!file || !isRunning(file.identity)) return null;
  const client = createServerClient(file);
  const owner = await client.isOwner();
  if (owner === 'owner') return { file, client };
  throw new ServerCheckError(
    owner === 'unreachable'
      ? `The site server (pid ${file.pid}) holds ${dataDir} but does not answer at ${file.url}. ` +
          'Wait for it to finish starting, or look at its log.'
      : `Something other than the site server answers at ${file.url}, where the server that ` +
          `holds ${dataDir} (pid ${file.pid}) should be; nothing was sent to it.`,
  );
}
