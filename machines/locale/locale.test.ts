import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { localeMachine, type MessageUnit } from './locale.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';
import type { Locale } from '../../contracts/constants';

function start(locale: Locale = 'vi') {
  const loader = controllablePromiseActor<Record<string, unknown>, { locale: Locale; units: MessageUnit[] }>();
  const persisted: Locale[] = [];
  const announced: Locale[] = [];
  const failures = vi.fn();
  const actor = createActor(
    localeMachine.provide({
      actors: { loadMessages: loader.logic },
      actions: {
        persistLocale: ({ context }) => void persisted.push(context.locale),
        announceLocale: ({ context }) => void announced.push(context.locale),
        notifyLoadFailed: failures,
      },
    }),
    { input: { locale } },
  ).start();
  return { actor, loader, persisted, announced, failures };
}

describe('locale machine', () => {
  it('loads the messages of the starting language, then keeps the choice', async () => {
    const { actor, loader, persisted, announced } = start('en');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loader.last().input).toEqual({ locale: 'en', units: [] });
    loader.last().resolve({ 'app.name': 'x' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.messages).toEqual({ 'app.name': 'x' });
    expect(persisted).toEqual(['en']);
    expect(announced).toEqual(['en']);
  });

  it('keeps showing the current language while the next one loads', async () => {
    const { actor, loader, persisted } = start('vi');
    loader.last().resolve({ lang: 'vi' });
    await settle();
    actor.send({ type: 'locale.change', locale: 'zh' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(actor.getSnapshot().context.locale).toBe('vi');
    loader.last().resolve({ lang: 'zh' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'zh', messages: { lang: 'zh' } });
    expect(persisted).toEqual(['vi', 'zh']);
  });

  it('stays in the current language and warns when the next one fails to load', async () => {
    const { actor, loader, failures } = start('vi');
    loader.last().resolve({ lang: 'vi' });
    await settle();
    actor.send({ type: 'locale.change', locale: 'en' });
    loader.last().reject(new Error('chunk failed'));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'vi', requested: 'vi', messages: { lang: 'vi' } });
    expect(failures).toHaveBeenCalledTimes(1);
  });

  it('ignores unsupported languages and the current one', async () => {
    const { actor, loader } = start('vi');
    loader.last().resolve({});
    await settle();
    actor.send({ type: 'locale.change', locale: 'fr' as Locale });
    actor.send({ type: 'locale.change', locale: 'vi' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loader.calls).toHaveLength(1);
  });

  it('can retry after the first load fails', async () => {
    const { actor, loader } = start('vi');
    loader.last().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'locale.retry' });
    loader.last().resolve({});
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
