import type { ReactNode } from 'react';
import { LoadFailed, LoadingRows } from '../ui/section-states';
import type { CallError } from '../../../contracts/call-error';

import type { LoaderStatus } from '../ui/use-loader';

export type PanelStatus = LoaderStatus;

/** A panel's data as the panel machine gives it: loading rows, the failure with a retry, or the content. */
export function PanelData<T>({
  status,
  data,
  error,
  onRetry,
  rows = 3,
  children,
}: {
  status: PanelStatus;
  data: T | null;
  error: CallError | null;
  onRetry: () => void;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (status === 'failed') return <LoadFailed error={error} onRetry={onRetry} />;
  if (status === 'loading' || data === null) return <LoadingRows rows={rows} />;
  return <>{children(data)}</>;
}
