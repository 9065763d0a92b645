import type { SqlServiceStore } from '../services/stores/sql-service-store';

/** How often the worker looks for schedules that are due: a schedule runs within this of its time. */
export const SCHEDULE_CHECK_MS = 10_000;

export interface ScheduleWorker {
  /** Runs every schedule that is due now; resolves to how many ran. */
  runDue(): Promise<number>;
  /** Stops looking, after the run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs staff's scheduled publishing and unpublishing: at start (so one whose time passed
 * while the server was down runs as it comes back) and every `everyMs`. The database runs
 * each schedule once, in one transaction with its removal (public.run_due_schedule), so
 * several servers on one database never run one twice. A database that is away is tried
 * again next time, and said once until it is back.
 */
export function startScheduleWorker({
  services,
  everyMs = SCHEDULE_CHECK_MS,
  log,
}: {
  services: Pick<SqlServiceStore, 'runDueSchedule'>;
  everyMs?: number;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
}): ScheduleWorker {
  let running: Promise<number> = Promise.resolve(0);
  let failing = false;
  let stopped = false;

  async function runAll(): Promise<number> {
    let ran = 0;
    try {
      for (let due = await services.runDueSchedule(); due; due = await services.runDueSchedule()) {
        ran += 1;
        const what = `the ${due.action} of "${due.slug}" scheduled for ${due.run_at}`;
        if (due.outcome === 'done') log.info(`Ran ${what}.`);
        else log.error(`Could not run ${what} (${due.outcome}); it will not be tried again.`);
        if (stopped) break;
      }
      if (failing) log.info('Scheduled publishing runs again: the database answers.');
      failing = false;
    } catch (error) {
      if (!failing)
        log.error('Could not run the scheduled publishing; trying again shortly.', error);
      failing = true;
    }
    return ran;
  }

  const runDue = () => (running = running.then(runAll));
  void runDue();
  const timer = setInterval(() => void runDue(), everyMs);
  timer.unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
