import { COUNT_MILLION, COUNT_THOUSAND } from '../../../contracts/constants';

/** One decimal, without a trailing '.0'. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** Large counts shortened with K (from 1,000) and M (from 1,000,000), one decimal (SPEC §9): 999, 1.2K, 3M. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  const n = Math.abs(Math.trunc(count));
  if (n < COUNT_THOUSAND) return `${sign}${n}`;
  const thousands = Math.round((n / COUNT_THOUSAND) * 10) / 10;
  if (n < COUNT_MILLION && thousands < COUNT_THOUSAND) return `${sign}${oneDecimal(thousands)}K`;
  return `${sign}${oneDecimal(n / COUNT_MILLION)}M`;
}
