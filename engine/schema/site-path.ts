/**
 * Pattern of a path on this site: one leading "/", and nothing a browser could read as
 * another host. A second "/" (`//host`), a backslash anywhere (`/\host`, which browsers treat
 * as `//host`) and control characters (tab and newline are dropped from URLs, so `/\t/host`
 * becomes `//host`) are refused.
 */
export const sitePathPattern = '^/(?![/\\\\])[^\\\\\\u0000-\\u001f\\u007f]*$';
