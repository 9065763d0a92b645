import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eSite } from './e2e-site';

const run = promisify(execFile);

/** Runs `sitectl` as an operator would, on a data directory; resolves to its output and exit code. */
export async function sitectl(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'cli/sitectl.ts', ...args], {
      env: { ...process.env, DATA_DIR: e2eSite.dataDir, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
