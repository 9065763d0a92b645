import path from 'node:path';

/**
 * A production build is one folder (`dist/` by default, `SITE_DIST` to change it):
 * `client/` holds what browsers may fetch (pages, assets, images), `server/` the
 * renderer the site server uses for pages it renders on request, and `build.json`
 * says when and what was built. The folder is replaced in one rename, so a running
 * server never sees half a build.
 */
export const buildLayout = (distDir: string) => ({
  root: distDir,
  client: path.join(distDir, 'client'),
  server: path.join(distDir, 'server'),
  serverEntry: path.join(distDir, 'server', 'entry-server.js'),
  manifest: path.join(distDir, 'build.json'),
});

export type BuildLayout = ReturnType<typeof buildLayout>;

/** What `build.json` holds. */
export interface BuildManifest {
  /** Changes with every build; the server renders afresh when it does. */
  id: string;
  builtAt: string;
  /** `server` (the site server's API) or `supabase` (static files, data from Supabase). */
  dataMode: 'server' | 'supabase';
  /** The Supabase project the browser talks to, in Supabase mode. */
  supabaseUrl?: string;
}

/** `SITE_DIST` or `dist/`, resolved against the project root. */
export function resolveDistDir(root: string, env: Record<string, string | undefined>): string {
  return path.resolve(root, env.SITE_DIST ?? 'dist');
}
