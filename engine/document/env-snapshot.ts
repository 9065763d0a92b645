/**
 * Runs a synchronous `task` while `process.env` answers `names` from values read once,
 * before it starts, and every other name from the real environment; then puts the real
 * `process.env` back, even when `task` throws.
 *
 * Why: each read of `process.env.X` is a call into Node's C++ environment store (under a
 * lock), about a quarter of a microsecond. A library that reads a variable in a hot loop
 * pays that on every turn; the snapshot is an ordinary property read.
 *
 * `task` must not write to `process.env` nor hand it to a child process or a worker: the
 * stand-in keeps such a write to itself, and lists only `names` as its own keys.
 */
export function withEnvSnapshot<T>(names: readonly string[], task: () => T): T {
  // In a browser bundle there is no process and nothing to save.
  if (typeof process === 'undefined') return task();
  const env = process.env;
  const snapshot: PropertyDescriptorMap = {};
  for (const name of names)
    snapshot[name] = { value: env[name], enumerable: true, writable: true, configurable: true };
  // Names not in the snapshot fall through to the real environment, its prototype.
  process.env = Object.create(env, snapshot) as NodeJS.ProcessEnv;
  try {
    return task();
  } finally {
    process.env = env;
  }
}
