import { useEffect } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { uploadQuotaLoader } from '../../../machines/account/upload-quota.loaders';
import { quotaMegabytes } from '../../../contracts/upload-quota';
import type { UploadQuota } from '../../../contracts/schemas/users/uploads';
import { useLoader } from './use-loader';

const note = css({ fontSize: 'xs', color: 'fg.muted' });

/**
 * What the member has uploaded today and may upload, under an upload form. Each answer goes to the
 * form's machine too (`onQuota`), which refuses before sending what would not fit; `refreshKey`
 * reads it again (after an upload ends).
 */
export function UploadQuotaNote({ id, refreshKey = '', onQuota }: { id?: string; refreshKey?: string; onQuota: (quota: UploadQuota) => void }) {
  const intl = useIntl();
  const { data } = useLoader(uploadQuotaLoader, {}, refreshKey);
  useEffect(() => {
    if (data) onQuota(data);
  }, [data, onQuota]);
  if (!data) return null;
  return (
    <span id={id} className={note} data-testid="upload-quota">
      {intl.formatMessage(
        { id: 'uploads.quota' },
        { usedMb: quotaMegabytes(data.bytesUsed), allowedMb: quotaMegabytes(data.bytesAllowed), files: data.filesUsed, maxFiles: data.filesAllowed },
      )}
    </span>
  );
}

/** The form's refusal of a file past the day's quota, with its limit. */
export function quotaProblemText(intl: ReturnType<typeof useIntl>, problem: 'dailyFiles' | 'dailyBytes', quota: UploadQuota | null): string {
  if (problem === 'dailyFiles') return intl.formatMessage({ id: 'uploads.problem.dailyFiles' }, { limit: quota?.filesAllowed ?? 0 });
  const limit = quotaMegabytes(quota?.bytesAllowed ?? 0);
  return intl.formatMessage({ id: 'uploads.problem.dailyBytes' }, { limit, left: quotaMegabytes((quota?.bytesAllowed ?? 0) - (quota?.bytesUsed ?? 0)) });
}
