import { z } from 'zod';

/**
 * The one boundary rule for input (issue 27, decision 514): what the database can hold is checked
 * before any SQL, and refused with a 400 naming the field. The server applies it to every route's
 * validated input (body, query, path) and every GraphQL argument; forms use the same schemas.
 */

/** PostgreSQL `integer`: every id, count and amount in cents in our tables. */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

export const INTEGER_RANGE_MESSAGE = `Must be a whole number between ${INT4_MIN} and ${INT4_MAX}.`;
export const TEXT_CHARACTER_MESSAGE = 'Contains a character that is not allowed.';

/** An integer the database's `integer` columns can hold. */
export function fitsInt4(value: number): boolean {
  return Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
}

/**
 * Whether text holds a character PostgreSQL text cannot store (NUL) or that is not a character
 * at all (a lone UTF-16 surrogate: JSON allows `"\ud800"`, PostgreSQL's jsonb and UTF-8 do not).
 */
export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A row id: a positive integer the `integer` column holds (path and query ids arrive as text). */
export const DbIdSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(INT4_MAX, { error: INTEGER_RANGE_MESSAGE });

/** Any integer an `integer` column holds. */
export const DbIntSchema = z.coerce
  .number()
  .int()
  .min(INT4_MIN, { error: INTEGER_RANGE_MESSAGE })
  .max(INT4_MAX, { error: INTEGER_RANGE_MESSAGE });

/** Text the database stores as it was sent. */
export const SafeTextSchema = z
  .string()
  .refine((text) => !hasForbiddenCharacter(text), { error: TEXT_CHARACTER_MESSAGE });

export type BoundaryProblem = { path: (string | number)[]; message: string };

/**
 * The first place in a value (parsed JSON, a query, validated input) that breaks the rule: text
 * (or a key) with a forbidden character, or — with `integers` — an integer outside `integer`'s
 * range. The body limit bounds the walk.
 */
export function findBoundaryProblem(
  value: unknown,
  options: { integers: boolean },
  path: (string | number)[] = [],
): BoundaryProblem | null {
  if (typeof value === 'string') {
    return hasForbiddenCharacter(value) ? { path, message: TEXT_CHARACTER_MESSAGE } : null;
  }
  if (typeof value === 'number') {
    return options.integers && Number.isInteger(value) && !fitsInt4(value)
      ? { path, message: INTEGER_RANGE_MESSAGE }
      : null;
  }
  if (typeof value === 'bigint') {
    return options.integers && !fitsInt4(Number(value))
      ? { path, message: INTEGER_RANGE_MESSAGE }
      : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBoundaryProblem(value[i], options, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if (ArrayBuffer.isView(value)) return null;
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenCharacter(key))
        return { path: [...path, key], message: TEXT_CHARACTER_MESSAGE };
      const found = findBoundaryProblem(item, options, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
