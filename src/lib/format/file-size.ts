import type { IntlShape } from '../intl-context';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * 1024 * 1024;

/**
 * A file's size in the visitor's language, in the largest unit it reaches (bytes, kB, MB, GB) with at
 * most one decimal: 22 kB, 3.4 MB (3,4 MB in Vietnamese). Units of 1024, as the upload limits are counted.
 */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const [value, unit] =
    size >= GIGABYTE ? [size / GIGABYTE, 'gigabyte'] : size >= MEGABYTE ? [size / MEGABYTE, 'megabyte'] : size >= KILOBYTE ? [size / KILOBYTE, 'kilobyte'] : [size, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' || unit === 'kilobyte' ? 0 : 1 });
}
