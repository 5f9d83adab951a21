import { LOCALES, type Locale } from '../content-rules/locales.ts'

/** An amount of money in the page language: whole amounts without cents ('$249', '249 $US'), others to the cent. */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].iso, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value)
}

/** A number in the page language ('1,500', '1 500'). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].iso).format(value)
}
