import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import {
  areKnownInterests,
  genderOptions,
  isEthnicity,
  isGenderOption,
  isPublisherType,
  PUBLISHER_TYPES,
} from './options';
import { countryOptions, isCountryCode, isStateForCountry, stateOptions } from './places';
import { SUBDIVISIONS_BY_COUNTRY } from './states';

describe('publisher types and genderOptions', () => {
  it('lists dog, not-human-or-animal and unknown among the publisher types', () => {
    const values = PUBLISHER_TYPES.map((p) => p.value);
    expect(values).toEqual(expect.arrayContaining(['dog', 'not-human-or-animal', 'unknown']));
  });

  it.each(['dog', 'not-human-or-animal', 'unknown'])('never offers %s as a Gender', (value) => {
    expect(genderOptions.map((o) => o.value)).not.toContain(value);
    expect(isGenderOption(value)).toBe(false);
    expect(isPublisherType(value)).toBe(true);
  });

  it('offers every other publisher type as a Gender', () => {
    expect(genderOptions).toHaveLength(PUBLISHER_TYPES.length - 3);
    expect(isGenderOption('female')).toBe(true);
  });

  it.each([['robot'], [''], [null], [3]])('refuses %s as a publisher type', (value) => {
    expect(isPublisherType(value)).toBe(false);
  });
});

describe('countries', () => {
  it('holds all 249 ISO 3166-1 countries once, as upper-case alpha-2 codes', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names countries in English', () => {
    const name = (code: string) => countryOptions.find((o) => o.value === code)?.label;
    expect(name('US')).toBe('United States');
    expect(name('DE')).toBe('Germany');
    expect(name('GB')).toBe('United Kingdom');
  });

  it.each([
    ['US', true],
    ['us', false],
    ['USA', false],
    ['XX', false],
    ['', false],
  ])('isCountryCode(%s) is %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('stateOptions', () => {
  it.each(['US', 'CA', 'AU', 'GB', 'IN', 'MX', 'BR', 'DE'])('has states for %s', (country) => {
    expect(stateOptions(country).length).toBeGreaterThan(0);
  });

  it('has the 50 US states and DC among the US choices', () => {
    const values = stateOptions('US').map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'DC', 'WY', 'AK', 'HI']));
    expect(stateOptions('US').find((o) => o.value === 'CA')?.label).toBe('California');
  });

  it('uses the state counts of ISO 3166-2', () => {
    expect(stateOptions('CA')).toHaveLength(13);
    expect(stateOptions('AU')).toHaveLength(8);
    expect(stateOptions('DE')).toHaveLength(16);
    expect(stateOptions('MX')).toHaveLength(32);
    expect(stateOptions('BR')).toHaveLength(27);
    expect(stateOptions('IN')).toHaveLength(36);
  });

  it('returns no choices (free-text State) for a country without a list or no country', () => {
    expect(stateOptions('FR')).toEqual([]);
    expect(stateOptions(null)).toEqual([]);
    expect(stateOptions('')).toEqual([]);
  });

  it('keys every subdivision by an ISO 3166-2 code of its own country', () => {
    for (const [country, subdivisions] of Object.entries(SUBDIVISIONS_BY_COUNTRY)) {
      expect(isCountryCode(country)).toBe(true);
      for (const s of subdivisions)
        expect(s.code).toMatch(new RegExp(`^${country}-[A-Z0-9]{1,3}$`));
      expect(new Set(subdivisions.map((s) => s.code)).size).toBe(subdivisions.length);
    }
  });
});

describe('isStateForCountry', () => {
  it.each([
    ['US', 'CA', true],
    ['CA', 'ON', true],
    ['US', 'ON', false],
    ['US', 'California', false],
    ['FR', 'Île-de-France', true],
    ['FR', '  ', false],
    ['US', '', false],
  ])('(%s, %s) is %s', (country, state, expected) => {
    expect(isStateForCountry(country, state)).toBe(expected);
  });

  it('accepts every listed state of its country and refuses it elsewhere when not listed there', () => {
    const pairs = Object.keys(SUBDIVISIONS_BY_COUNTRY).flatMap((country) =>
      stateOptions(country).map((o) => [country, o.value] as const),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), ([country, state]) => {
        expect(isStateForCountry(country, state)).toBe(true);
        const inUs = stateOptions('US').some((o) => o.value === state);
        expect(isStateForCountry('US', state)).toBe(inUs);
      }),
    );
  });
});

describe('areKnownInterests and isEthnicity', () => {
  it('accepts listed interests and refuses an unknown one', () => {
    expect(areKnownInterests(['beauty', 'travel'])).toBe(true);
    expect(areKnownInterests([])).toBe(true);
    expect(areKnownInterests(['beauty', 'knitting-with-cats'])).toBe(false);
  });

  it('checks ethnicity against its list', () => {
    expect(isEthnicity('asian')).toBe(true);
    expect(isEthnicity('martian')).toBe(false);
  });
});
