import type { InspectionEvent, Observer } from 'xstate';

/**
 * In development, `?inspect` (or VITE_INSPECT=1) connects the Stately inspector to the root actor,
 * so every machine and event is visible live. Production builds never load it.
 */
export async function devInspector(search: string): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
