import { z } from 'zod';

/**
 * The largest money amount anyone may enter or be paid (issue 27, decision 514): one million
 * dollars. Far above any campaign's payout, and its cents (100,000,000) fit the database's
 * `integer` columns with room to spare. Forms and routes refuse more with this message, so
 * nothing larger reaches the database or is rewritten into another number.
 */
export const MAX_AMOUNT_DOLLARS = 1_000_000;
export const MAX_AMOUNT_CENTS = MAX_AMOUNT_DOLLARS * 100;
export const AMOUNT_TOO_LARGE_MESSAGE = 'Please enter an amount of at most $1,000,000.';

/** An amount in dollars a person enters: finite, not negative, at most MAX_AMOUNT_DOLLARS. */
export const MoneyAmountSchema = z
  .number()
  .refine(Number.isFinite, { error: 'Please enter the amount as a number, e.g. 150.', abort: true })
  .min(0, { error: "The amount can't be negative." })
  .max(MAX_AMOUNT_DOLLARS, { error: AMOUNT_TOO_LARGE_MESSAGE });

/** An amount in cents (how amounts are kept): a whole number from 0 to MAX_AMOUNT_CENTS. */
export const CentsSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_AMOUNT_CENTS, { error: AMOUNT_TOO_LARGE_MESSAGE });
