import type {
  AttemptRecord,
  DeliveryStore,
  DestinationStanding,
  PauseRules,
} from '../stores/sql-delivery-store';
// After the database refused a write, the next try comes this much later.
const RETRY_MS = 1_000;

/**
 * Records ended attempts in the database, many in one transaction: while one write is on
 * its way, the attempts that end meanwhile gather for the next (a commit per attempt was
 * most of the worker's time under load). An attempt is written within one commit of its
 * end; the delivery stays held until then, so no other worker sends it meanwhile. A write
 * the database refuses is tried again, until the worker stops.
 */
export function createAttemptRecorder(options: {
  deliveries: Pick<DeliveryStore, 'recordAttempts'>;
  pause: PauseRules;
  onRecorded(standings: DestinationStanding[], records: AttemptRecord[]): void;
  log: { error(message: string): void };
}) {
  let gathered: { record: AttemptRecord; written(): void }[] = [];
  let writing: Promise<void> | null = null;
  let stopping = false;

  const write = async () => {
    while (gathered.length > 0) {
      const batch = gathered;
      gathered = [];
      try {
        const records = batch.map((entry) => entry.record);
        options.onRecorded(
          await options.deliveries.recordAttempts(records, options.pause),
          records,
        );
        for (const entry of batch) entry.written();
      } catch (error) {
        const message = (error as Error).message;
        if (stopping) {
          // Their holds end in a while: any worker tries them again then.
          options.log.error(
            `Recording ${batch.length} attempts failed as the server stopped: ${message}`,
          );
          for (const entry of batch) entry.written();
          return;
        }
        options.log.error(`Recording ${batch.length} attempts failed (${message}); trying again.`);
        gathered = [...batch, ...gathered];
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };

  const start = () => {
    if (writing || gathered.length === 0) return;
    // One added as the last write ended is written by the next.
    writing = write().finally(() => {
      writing = null;
      start();
    });
  };

  return {
    /** Resolves once the attempt is written (or, stopping, given up). */
    add(record: AttemptRecord): Promise<void> {
      return new Promise((written) => {
        gathered.push({ record, written });
        start();
      });
    },
    /** Resolves once every attempt added is written (or, stopping, given up). */
    async settle(stop = false) {
      stopping ||= stop;
      while (writing) await writing;
    },
  };
}
