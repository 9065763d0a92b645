import type { SqlDatabase } from '../../database/sql-database';

/** Where the database announces every change to service content (the migration's trigger). */
export const SERVICE_CHANGES_CHANNEL = 'service_content_changed';

const RETRY_MS = 2_000;

/** What a watch of service content reports. */
export interface ServiceChangeEvents {
  /** Service content may have changed: a notification came, or some may have been missed. */
  changed(): void;
  /**
   * Whether every change from now on is reported: true once listening, false (with why)
   * when the notification connection is lost, until it listens again.
   */
  watching(live: boolean, lostBecause?: Error): void;
}

/**
 * Reports every change to service content, made by any process on the database, through
 * its notifications. A lost notification connection is reported at once (a change made
 * meanwhile would go unseen, so it counts as one), and listened on again every 2 s until
 * it is back, which counts as a change too.
 */
export function watchServiceChanges(
  db: SqlDatabase,
  events: ServiceChangeEvents,
): { stop(): Promise<void> } {
  let stopped = false;
  let listener: { close(): Promise<void> } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();

  const listen = async () => {
    try {
      const started = await db.listen(SERVICE_CHANGES_CHANNEL, {
        notified: () => events.changed(),
        lost: (error) => {
          listener = undefined;
          events.watching(false, error);
          events.changed();
          scheduleRetry();
        },
      });
      if (stopped) {
        await started.close();
        return;
      }
      listener = started;
      events.changed();
      events.watching(true);
    } catch {
      // The database is away (the health check says so); try again.
      scheduleRetry();
    }
  };
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      attempt = listen();
    }, RETRY_MS);
  };

  attempt = listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await attempt;
      await listener?.close();
    },
  };
}
