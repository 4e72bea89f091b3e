/** Whether a navigation target is the current page or one of its ancestors ('/' only matches itself). */
export function isActivePath(currentPath: string, target: string): boolean {
  const path = target.split(/[?#]/)[0] ?? target;
  if (path === '/') return currentPath === '/';
  return currentPath === path || currentPath.startsWith(`${path}/`);
}
