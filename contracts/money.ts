/**
 * Money in the visitor's currency and language, written the same way by the server (inside texts,
 * such as a promotion's reward) and by the SPA (amounts on their own): whole đồng, other currencies
 * to the cent, with the currency's symbol where the language puts it.
 */
import type { Locale } from './constants';
import type { Currency } from './content-values';
import { htmlLang } from './locale';

/** Digits after the decimal point of an amount in `currency`. */
export function moneyDigits(currency: Currency): number {
  return currency === 'VND' ? 0 : 2;
}

/** "100.000 ₫" (vi, VND), "$3.94" (en, USD), "€1.81"…; a non-finite amount counts as 0. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const digits = moneyDigits(currency);
  return new Intl.NumberFormat(htmlLang(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number.isFinite(amount) ? amount : 0);
}
