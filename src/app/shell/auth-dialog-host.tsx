import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSend, useAuthDialog } from '../machine-hooks';
import { ErrorBoundary } from '../error-pages/error-boundary';

const loadAuthDialog = () => import('../../features/account/components/auth-dialog');
const AuthDialog = lazy(loadAuthDialog);

/** Starts loading the dialog's code before it is needed (hover or focus on a sign-in button). */
export function preloadAuthDialog(): void {
  void loadAuthDialog().catch(() => {});
}

/** The dialog could not be shown (its code failed to load): close it, so the page is usable again, and say so. */
function DialogFailed() {
  const send = useAppSend();
  useEffect(() => {
    send({ type: 'dialog.close' });
    send({ type: 'toast.show', kind: 'error', messageId: 'auth.dialogFailed' });
  }, [send]);
  return null;
}

/** The sign-in dialog, mounted once in the shell; its code loads the first time it opens. */
export function AuthDialogHost() {
  const { open } = useAuthDialog();
  // What had focus when the dialog was asked for: read while rendering, before the page turns inert
  // (an inert page drops its focus), so closing can give it back.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setOpener(open && document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  if (!open) return null;
  return (
    <ErrorBoundary fallback={<DialogFailed />}>
      <Suspense fallback={null}>
        <AuthDialog returnFocus={opener} />
      </Suspense>
    </ErrorBoundary>
  );
}
