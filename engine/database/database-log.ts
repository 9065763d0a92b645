/** Where the database layer reports what it does (the server's logger, a command's stderr). */
export interface DatabaseLog {
  info(message: string): void;
  error(message: string): void;
}

/** The given log, or the console. */
export const resolvedLog = (log?: DatabaseLog): DatabaseLog =>
  log ?? {
    info: (message) => console.info(message),
    error: (message) => console.error(message),
  };
