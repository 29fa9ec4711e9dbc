import { isOneOf, type Option } from './publisher-types';

// The publisher types live in their own small module; they are part of this list of options too.
export {
  EXCLUDED_GENDER_TYPES,
  genderOptions,
  isGenderOption,
  isPublisherType,
  type Option,
  PUBLISHER_TYPES,
  type PublisherType,
} from './publisher-types';

/**
 * The choice lists of the profile editor (spec part 1 section 2 'Profile editor', section 3
 * Profile) and the membership checks of part 1 section 5 ('Publisher type, interests, country and
 * ethnicity are each checked against their lists. State choices depend on the selected country.').
 * The spec names the fields but not their choices: every list below except the three excluded
 * publisher types is ours. Values are what the profile stores; labels are what the form shows.
 */
/** Ethnicity choices (optional field). Ours. */
export const ETHNICITIES: readonly Option[] = [
  { value: 'asian', label: 'Asian' },
  { value: 'black', label: 'Black or African American' },
  { value: 'hispanic-latino', label: 'Hispanic or Latino' },
  { value: 'middle-eastern-north-african', label: 'Middle Eastern or North African' },
  { value: 'native-american', label: 'American Indian or Alaska Native' },
  { value: 'pacific-islander', label: 'Native Hawaiian or Pacific Islander' },
  { value: 'white', label: 'White' },
  { value: 'multiracial', label: 'Multiracial' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

/** Interest choices ('select up to 4', see MAX_INTERESTS in validation.ts). Ours. */
export const INTERESTS: readonly Option[] = [
  { value: 'art-design', label: 'Art & Design' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'books', label: 'Books' },
  { value: 'comedy', label: 'Comedy' },
  { value: 'diy-crafts', label: 'DIY & Crafts' },
  { value: 'education', label: 'Education' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'finance', label: 'Finance' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'food-drink', label: 'Food & Drink' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'health-wellness', label: 'Health & Wellness' },
  { value: 'home-decor', label: 'Home & Decor' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'music', label: 'Music' },
  { value: 'outdoors', label: 'Outdoors' },
  { value: 'parenting', label: 'Parenting' },
  { value: 'pets', label: 'Pets' },
  { value: 'photography', label: 'Photography' },
  { value: 'sports', label: 'Sports' },
  { value: 'technology', label: 'Technology' },
  { value: 'travel', label: 'Travel' },
];

/** Content type specialties (`content_type_specialty`, required, at least one). Ours. */
export const CONTENT_TYPE_SPECIALTIES: readonly Option[] = [
  { value: 'photos', label: 'Photos' },
  { value: 'short-video', label: 'Short-form video' },
  { value: 'long-video', label: 'Long-form video' },
  { value: 'stories', label: 'Stories' },
  { value: 'live-streaming', label: 'Live streaming' },
  { value: 'reviews', label: 'Product reviews' },
  { value: 'tutorials', label: 'Tutorials' },
  { value: 'unboxing', label: 'Unboxing' },
  { value: 'vlogs', label: 'Vlogs' },
  { value: 'blog-posts', label: 'Blog posts' },
];

/** Relationship statuses. 'unknown' is what an empty choice is stored as (part 1 section 3). */
export const RELATIONSHIP_STATUSES: readonly Option[] = [
  { value: 'single', label: 'Single' },
  { value: 'in-a-relationship', label: 'In a relationship' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'married', label: 'Married' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'unknown', label: 'Prefer not to say' },
];

/** Children choices (the 'parent' field, a list). Ours. */
export const CHILDREN_OPTIONS: readonly Option[] = [
  { value: 'none', label: 'No children' },
  { value: 'expecting', label: 'Expecting' },
  { value: 'baby', label: 'Baby (under 1)' },
  { value: 'toddler', label: 'Toddler (1 to 3)' },
  { value: 'child', label: 'Child (4 to 12)' },
  { value: 'teen', label: 'Teen (13 to 17)' },
  { value: 'adult', label: 'Adult (18 and over)' },
];

/** Pet choices (a list). Ours. */
export const PET_OPTIONS: readonly Option[] = [
  { value: 'none', label: 'No pets' },
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
  { value: 'fish', label: 'Fish' },
  { value: 'bird', label: 'Bird' },
  { value: 'reptile', label: 'Reptile' },
  { value: 'small-animal', label: 'Small animal' },
  { value: 'horse', label: 'Horse' },
  { value: 'other', label: 'Other' },
];

/** Part 1 section 5: every interest is one of INTERESTS (the count is checked in validation.ts). */
export function areKnownInterests(values: readonly unknown[]): boolean {
  return values.every((value) => isOneOf(INTERESTS, value));
}

/** Part 1 section 5: ethnicity is one of ETHNICITIES. */
export function isEthnicity(value: unknown): boolean {
  return isOneOf(ETHNICITIES, value);
}

/** Part 1 section 3: content type specialty, relationship status, children and pets values. */
export function isContentTypeSpecialty(value: unknown): boolean {
  return isOneOf(CONTENT_TYPE_SPECIALTIES, value);
}

export function isRelationshipStatus(value: unknown): boolean {
  return isOneOf(RELATIONSHIP_STATUSES, value);
}

export function isChildrenOption(value: unknown): boolean {
  return isOneOf(CHILDREN_OPTIONS, value);
}

export function isPetOption(value: unknown): boolean {
  return isOneOf(PET_OPTIONS, value);
}
