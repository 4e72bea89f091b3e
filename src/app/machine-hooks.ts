import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppActor } from './actor-context';
import type { layoutMachine, NavbarMode } from '../../machines/layout/layout.machine';
import type { localeMachine } from '../../machines/locale/locale.machine';
import type { toastMachine, Toast } from '../../machines/toast/toast.machine';
import type { loadingMachine } from '../../machines/loading/loading.machine';
import type { shellMachine } from '../../machines/shell/shell.machine';
import type { buildWatcherMachine } from '../../machines/build-watcher/build-watcher.machine';
import type { AppEvent } from '../../machines/app/app.machine';
import type { Locale } from '../../machines/constants';
import type { Messages } from '../lib/intl';
import type { MarqueeItem, MenuData } from '../lib/api/shell-types';

export type { Toast, NavbarMode, AppEvent };

interface SystemActors {
  layout: ActorRefFrom<typeof layoutMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  toast: ActorRefFrom<typeof toastMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  shell: ActorRefFrom<typeof shellMachine>;
  'build-watcher': ActorRefFrom<typeof buildWatcherMachine>;
}

/** A child of the root actor, found by its systemId. */
function useSystemActor<K extends keyof SystemActors>(id: K): SystemActors[K] {
  return AppActor.useActorRef().system.get(id) as SystemActors[K];
}

export function useAppSend(): (event: AppEvent) => void {
  return AppActor.useActorRef().send;
}

export function useNavbarMode(): NavbarMode {
  const navbar = useSelector(useSystemActor('layout'), (s) => (s.value as { navbar: string }).navbar);
  return navbar === 'full' || navbar === 'half' ? navbar : 'mobile';
}

export function useRoomLayout(): 'normal' | 'theater' {
  return useSelector(useSystemActor('layout'), (s) => (s.matches({ room: 'theater' }) ? 'theater' : 'normal'));
}

export function useLocale(): { locale: Locale; messages: Messages | null; failed: boolean } {
  const ref = useSystemActor('locale');
  const locale = useSelector(ref, (s) => s.context.locale);
  const messages = useSelector(ref, (s) => s.context.messages);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  return { locale, messages, failed };
}

export function useToasts(): Toast[] {
  return useSelector(useSystemActor('toast'), (s) => s.context.toasts);
}

/** True while a route chunk or the shell's data is loading. */
export function useIsLoading(): boolean {
  const routeLoading = useSelector(useSystemActor('loading'), (s) => s.hasTag('busy'));
  const shellLoading = useSelector(useSystemActor('shell'), (s) => s.hasTag('loading'));
  return routeLoading || shellLoading;
}

export function useShellData(): { status: 'loading' | 'ready' | 'failed'; menu: MenuData | null; marquee: MarqueeItem[] } {
  const ref = useSystemActor('shell');
  const status = useSelector(ref, (s) => (s.matches('failed') ? 'failed' : s.context.data ? 'ready' : 'loading'));
  const data = useSelector(ref, (s) => s.context.data);
  return { status, menu: data?.menu ?? null, marquee: data?.marquee ?? [] };
}

/** The build watcher's state: waiting, checking, updateReady, ... */
export function useBuildWatcherState(): string {
  return useSelector(useSystemActor('build-watcher'), (s) => String(s.value));
}
