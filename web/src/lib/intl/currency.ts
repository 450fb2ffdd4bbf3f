// Money as the interface language writes it: "4,20 €" in Spanish, "€4.20" in English, from Intl (the
// symbol, its side and the decimals are the locale's and the currency's, never a list of our own).
import { numberFormat } from './formatters';

const moneyFormat = (language: string, currency: string) => numberFormat(language, { style: 'currency', currency });

export function formatMoney(language: string, currency: string, amount: number): string {
  return moneyFormat(language, currency).format(amount);
}

/** How an amount is entered: the symbol before or after the number (with the locale's spacing), and its decimals. */
export function moneyInputParts(
  language: string,
  currency: string,
): { prefix?: string; suffix?: string; decimals: number } {
  const format = moneyFormat(language, currency);
  const parts = format.formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  if (symbolAt < 0) return { decimals };
  // The symbol with the literal (a no-break space) between it and the number, if the locale puts one.
  const between = parts.slice(Math.min(symbolAt, numberAt) + 1, Math.max(symbolAt, numberAt));
  const literal = between
    .filter((part) => part.type === 'literal')
    .map((part) => part.value)
    .join('');
  const symbol = parts[symbolAt]?.value ?? currency;
  return symbolAt < numberAt
    ? { prefix: `${symbol}${literal}`, decimals }
    : { suffix: `${literal}${symbol}`, decimals };
}
