import { AppError } from '@portal/domain/errors/app-error';
import {
  fitsInt4,
  hasForbiddenCharacter,
  INTEGER_RANGE_MESSAGE,
  TEXT_CHARACTER_MESSAGE,
} from '@portal/domain/validation/boundary';
import type { GraphQLArgument, GraphQLInputType, GraphQLResolveInfo } from 'graphql';

/**
 * Types are told apart by their printed name, not graphql's `isListType` & co.: Mercurius loads
 * graphql as CommonJS and this file as ESM, two realms whose `instanceof` checks disagree.
 */
type AnyInputType = GraphQLInputType & {
  ofType?: AnyInputType;
  getFields?: () => Record<string, { type: AnyInputType }>;
};

/**
 * The boundary rule (decision 514) for GraphQL arguments: an `ID` is a row id here, so a numeric
 * one must fit the database's `integer`; text (a literal or a variable, JSON included) may hold
 * no NUL and no lone surrogate. GraphQL's own `Int` is 32-bit already. Checked before the
 * resolver runs, refused as `validation_failed` naming the argument.
 */
function problemIn(value: unknown, type: AnyInputType, path: string): [string, string] | null {
  if (value === null || value === undefined) return null;
  const printed = String(type);
  if (printed.endsWith('!') && type.ofType) return problemIn(value, type.ofType, path);
  if (printed.startsWith('[') && type.ofType) {
    const items = Array.isArray(value) ? value : [value];
    for (const [i, item] of items.entries()) {
      const found = problemIn(item, type.ofType, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof type.getFields === 'function' && value && typeof value === 'object') {
    const fields = type.getFields();
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (field) {
        const found = problemIn(item, field.type, `${path}.${name}`);
        if (found) return found;
      }
    }
    return null;
  }
  if (printed === 'ID') {
    const text = String(value);
    if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text) && !fitsInt4(Number(text))) {
      return [path, INTEGER_RANGE_MESSAGE];
    }
  }
  return textProblem(value, path);
}

function textProblem(value: unknown, path: string): [string, string] | null {
  if (typeof value === 'string') {
    return hasForbiddenCharacter(value) ? [path, TEXT_CHARACTER_MESSAGE] : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) return [`${path}.${key}`, TEXT_CHARACTER_MESSAGE];
      const found = textProblem(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Wraps a root resolver so its arguments are checked first. */
export function withArgumentBoundary<A extends Record<string, unknown>, R>(
  resolve: (parent: unknown, args: A, context: unknown, info: GraphQLResolveInfo) => R,
) {
  return (parent: unknown, args: A, context: unknown, info: GraphQLResolveInfo) => {
    const definitions: readonly GraphQLArgument[] =
      info.parentType.getFields()[info.fieldName]?.args ?? [];
    for (const definition of definitions) {
      const found = problemIn(
        args[definition.name],
        definition.type as AnyInputType,
        definition.name,
      );
      if (found) {
        throw new AppError(
          'validation_failed',
          'One or more fields are invalid. Please try again.',
          {
            fields: { [found[0]]: found[1] },
          },
        );
      }
    }
    return resolve(parent, args, context, info);
  };
}
