/**
 * Publisher types and the Gender choices (spec part 1 section 2 'Profile editor', section 3
 * Profile), apart from the other option lists so that screens needing only these (the profile
 * progress in the dashboard header) do not load the country and state data.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Publisher types (stored as `publisher_type`, shown as Gender). Part 1 section 3 Profile. */
export const PUBLISHER_TYPES = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'dog', label: 'Dog' },
  { value: 'not-human-or-animal', label: 'Not human or animal' },
  { value: 'unknown', label: 'Unknown' },
] as const satisfies readonly Option[];

export type PublisherType = (typeof PUBLISHER_TYPES)[number]['value'];

/** Publisher types the Gender field never offers (part 1 section 2 'Profile editor'). */
export const EXCLUDED_GENDER_TYPES: readonly PublisherType[] = [
  'dog',
  'not-human-or-animal',
  'unknown',
];

/** The Gender choices: publisher types without dog, not-human-or-animal and unknown. */
export const genderOptions: readonly Option<PublisherType>[] = PUBLISHER_TYPES.filter(
  (option) => !EXCLUDED_GENDER_TYPES.includes(option.value),
);

/** True when `value` is the value of one of `options`. */
export function isOneOf(options: readonly Option[], value: unknown): boolean {
  return typeof value === 'string' && options.some((option) => option.value === value);
}

/** Part 1 section 5: publisher type is checked against its list (all types, excluded ones too). */
export function isPublisherType(value: unknown): value is PublisherType {
  return isOneOf(PUBLISHER_TYPES, value);
}

/** Part 1 section 2: a value the Gender field offers (not dog, not-human-or-animal, unknown). */
export function isGenderOption(value: unknown): value is PublisherType {
  return isOneOf(genderOptions, value);
}
