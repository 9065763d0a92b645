import { hydrated } from '../../app/hydration-state';
import { preloadAppScripts } from '../app-scripts';
import { loadPageBoot } from '../page-boot';

/** Fetches every file of the whole app at once, starts it, and settles once it is live. */
export async function startApp(): Promise<void> {
  const [boot, { startClient }] = await Promise.all([
    loadPageBoot().then((loaded) => {
      preloadAppScripts(loaded?.scripts ?? []);
      return loaded;
    }),
    import('../../app/start-client'),
  ]);
  await startClient(boot?.data ?? null);
  await hydrated;
}
