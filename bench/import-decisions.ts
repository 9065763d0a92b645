import { overBudgetFiles, withinBudgetFiles } from '../tests/fixtures/costly-imports';
import { parseServicesYaml } from '../engine/data/import';

/** CPU time to decide each of the costliest import files (the goal: under a second each). */
export function runImportDecisionBench(): void {
  console.info('\nImport: the costliest files up to the 5 MB cap (CPU ms to decide)');
  for (const [label, text] of [...overBudgetFiles, ...withinBudgetFiles]) {
    const started = process.cpuUsage();
    const result = parseServicesYaml(text);
    const { user, system } = process.cpuUsage(started);
    const verdict = result.fatal
      ? 'refused'
      : `${result.services.length} valid, ${result.errors.length} problems`;
    console.info(
      `  ${String(Math.round((user + system) / 1_000)).padStart(5)} ms  ${label} (${verdict})`,
    );
  }
}
