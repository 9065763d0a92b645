/** Active by path prefix: `/services/cloud` highlights Services; Home only on `/`. */
export function isActivePath(linkPath: string, pathname: string): boolean {
  if (linkPath === '/') return pathname === '/';
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}
