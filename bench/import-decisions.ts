import { overBudgetFiles, withinBudgetFiles } from '../tests/fixtures/costly-imports';
import { importServices } from '../engine/services/import';

/** CPU time to decide each of the costliest import files (the goal: under a second each). */
export function runImportDecisionBench(): void {
  console.info('\nImport: the costliest files up to the 5 MB cap (CPU ms to decide)');
  for (const [label, text] of [...overBudgetFiles, ...withinBudgetFiles]) {
    const started = process.cpuUsage();
    const { services, problems } = importServices(text, 'costly.yaml');
    const { user, system } = process.cpuUsage(started);
    const refused = problems.some((problem) => !problem.item && problem.level === 'error');
    const verdict = refused ? 'refused' : `${services.length} valid, ${problems.length} problems`;
    console.info(
      `  ${String(Math.round((user + system) / 1_000)).padStart(5)} ms  ${label} (${verdict})`,
    );
  }
}
