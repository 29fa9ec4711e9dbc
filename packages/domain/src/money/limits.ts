import { AMOUNT_TOO_LARGE_MESSAGE, MAX_AMOUNT_DOLLARS } from './amount';

/**
 * The largest money amount anyone types (issue 31; shared with issue 27's input bounds): one
 * million dollars (money/amount.ts, the one bound). Past it a form says so, and the server refuses it with the same words, before
 * any arithmetic or SQL (30 nines used to become 1 followed by 30 zeros, and a 500).
 */
export { MAX_AMOUNT_DOLLARS };

export const AMOUNT_MESSAGES = { tooLarge: AMOUNT_TOO_LARGE_MESSAGE } as const;

/**
 * A number as a person types it into a text field: '' is no number (null); grouping commas, a
 * leading '$' and spaces are allowed ('$1,500.50' → 1500.5); anything else that is not a number
 * is NaN, so the form can say what is wrong instead of changing what was typed.
 */
export function parseTypedNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (cleaned === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/**
 * Keeps what a number field may hold as the person types: digits, one decimal point when
 * decimals are allowed (with at most `decimals` places), grouping commas and a leading '$'
 * dropped. Pasting or typing fast never loops: the text goes through once, as it is.
 */
export function sanitizeTypedNumber(
  text: string,
  options: { decimals: number; negative?: boolean },
): string {
  let out = '';
  let point = false;
  let places = 0;
  for (const [i, ch] of [...text].entries()) {
    if (ch >= '0' && ch <= '9') {
      if (point) {
        if (places >= options.decimals) continue;
        places += 1;
      }
      out += ch;
    } else if (ch === '.' && options.decimals > 0 && !point) {
      point = true;
      out += ch;
    } else if (ch === '-' && options.negative && i === 0) {
      out += ch;
    }
  }
  return out;
}
