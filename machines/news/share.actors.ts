/** The browser's side of sharing: the Web Share API and the clipboard (with the older copy command where the Clipboard API is missing or refused). */
import { fromPromise } from 'xstate';
import { shareMachine, type ShareTarget } from './share.machine';

/** True where the browser offers a share sheet for links. */
export function canShareLinks(nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return typeof nav?.share === 'function';
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Insecure context or refused permission: the older command still works in most browsers.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const done = document.execCommand('copy');
  field.remove();
  if (!done) throw new Error('copy refused');
}

export const browserShareMachine = shareMachine.provide({
  actors: {
    share: fromPromise<void, ShareTarget>(({ input }) => navigator.share({ url: input.url, title: input.title })),
    copy: fromPromise<void, { text: string }>(({ input }) => copyText(input.text)),
  },
});
