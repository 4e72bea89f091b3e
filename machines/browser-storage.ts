/** The browser's localStorage as the guest stores use it (favourites, comic progress): kept when it can be, never a failure. */

/** The page's localStorage, or undefined where there is none (a server, a worker). */
export const pageStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Runs a read or write on the storage `storage()` gives; `fallback` when there is none or it
 * refuses (private modes, quotas: the call throws).
 */
export function storageAttempt(storage: () => Storage | undefined) {
  return <T>(run: (s: Storage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? run(s) : fallback;
    } catch {
      return fallback;
    }
  };
}
