let resolveHydrated: () => void = () => {};

/** Settles once React has hydrated the page (or rendered it) and its handlers are live. */
export const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/**
 * Marks the document once React is in control: the starter replays what the visitor did
 * meanwhile, and tests (and scripts) know clicks reach their handlers.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  resolveHydrated();
}
