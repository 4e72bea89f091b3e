import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shellMachine } from './shell.machine';
import type { ShellData } from './shell.actors';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const data = (name: string): ShellData => ({
  menu: { primarys: [{ id: 1, name, path: '/', icon: 'home', isHot: false, sort: 1, children: [] }], footerNav: [], topMarquee: [], signInProviders: [] },
  marquee: [],
});

function start() {
  const fetcher = controllablePromiseActor<ShellData, void>();
  const failures: string[] = [];
  const actor = createActor(shellMachine.provide({ actors: { fetchShellData: fetcher.logic }, actions: { notifyFailed: () => void failures.push('toast.shellFailed') } })).start();
  return { actor, fetcher, failures };
}

describe('shell machine', () => {
  it('waits for the language, then loads the navigation', async () => {
    const { actor, fetcher } = start();
    expect(fetcher.calls).toHaveLength(0);
    actor.send({ type: 'locale.changed', locale: 'vi' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fetcher.last().resolve(data('Trang chủ'));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data?.menu.primarys[0]?.name).toBe('Trang chủ');
  });

  it('reloads the navigation in the new language, keeping the old one on screen meanwhile', async () => {
    const { actor, fetcher } = start();
    actor.send({ type: 'locale.changed', locale: 'vi' });
    fetcher.last().resolve(data('Trang chủ'));
    await settle();
    actor.send({ type: 'locale.changed', locale: 'en' });
    expect(actor.getSnapshot().context.data?.menu.primarys[0]?.name).toBe('Trang chủ');
    fetcher.last().resolve(data('Home'));
    await settle();
    expect(actor.getSnapshot().context.data?.menu.primarys[0]?.name).toBe('Home');
  });

  it('offers a retry after a failure', async () => {
    const { actor, fetcher, failures } = start();
    actor.send({ type: 'locale.changed', locale: 'vi' });
    fetcher.last().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(failures).toEqual(['toast.shellFailed']);
    actor.send({ type: 'shell.retry' });
    fetcher.last().resolve(data('Trang chủ'));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(fetcher.calls).toHaveLength(2);
  });
});
