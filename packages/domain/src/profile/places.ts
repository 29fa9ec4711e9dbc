import { COUNTRIES } from './countries';
import { isOneOf, type Option } from './publisher-types';
import { SUBDIVISIONS_BY_COUNTRY } from './states';

/*
 * Countries and their states (part 1 section 5). Apart from the other choice lists (options.ts)
 * because the data is most of their weight: only the screens that ask for an address load it
 * (decision 500).
 */

/** Country choices, ISO 3166-1 alpha-2 code as value, in the order of the data file. */
export const countryOptions: readonly Option[] = COUNTRIES.map((c) => ({
  value: c.code,
  label: c.name,
}));

/**
 * State choices for a country (part 1 section 5 'State choices depend on the selected country').
 * Values are the subdivision part of the ISO 3166-2 code ('CA' for 'US-CA'). An empty list means
 * the form shows a free-text State.
 */
export function stateOptions(country: string | null | undefined): readonly Option[] {
  const subdivisions = country ? SUBDIVISIONS_BY_COUNTRY[country] : undefined;
  if (!subdivisions) return [];
  return subdivisions.map((s) => ({ value: s.code.slice(s.code.indexOf('-') + 1), label: s.name }));
}

/** Part 1 section 5: country is an ISO 3166-1 alpha-2 code of the list (exact, upper case). */
export function isCountryCode(value: unknown): boolean {
  return isOneOf(countryOptions, value);
}

/**
 * Part 1 section 5 'State choices depend on the selected country': for a country with a list the
 * state must be one of its values; for any other country any non-blank text is accepted.
 */
export function isStateForCountry(country: string | null | undefined, state: unknown): boolean {
  if (typeof state !== 'string' || state.trim() === '') return false;
  const options = stateOptions(country);
  return options.length === 0 || isOneOf(options, state);
}
