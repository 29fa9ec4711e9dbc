import fc from 'fast-check';
import tlds from 'tlds';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_ERROR_MESSAGE,
  DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
  DUPLICATE_TWITTER_HANDLE_MESSAGE,
  FORM_ERROR_MESSAGE,
  fieldErrorMessage,
  formErrorMessage,
  isValidEmail,
  isValidPhone,
  MAX_INTERESTS,
  normalizeHandle,
  PHONE_ERROR_MESSAGE,
  PROFILE_FIELD_LABELS,
  type ProfileInput,
  ProfileInputSchema,
  ProfilePatchSchema,
  profileFieldErrors,
  profileSaveChanges,
} from './validation';

describe('isValidEmail', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe+promo@mail.example.CO.UK',
    'a@b.io',
    'x_y-z@sub-domain.example.photography',
    'me@example.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'jane@'],
    ['a domain over 256 characters', `jane@${'a'.repeat(250)}.example.com`],
    ['an unknown top-level domain', 'jane@example.notatld'],
    ['a local part starting with .', '.jane@example.com'],
    ['a local part starting with -', '-jane@example.com'],
    ['a domain starting with .', 'jane@.example.com'],
    ['a domain starting with -', 'jane@-example.com'],
    ['.. in the local part', 'ja..ne@example.com'],
    ['.. in the domain', 'jane@example..com'],
    ['a domain with --', 'jane@ex--ample.com'],
    ['no @', 'jane.example.com'],
    ['two @', 'jane@doe@example.com'],
    ['white space', 'jane doe@example.com'],
    ['a bare top-level domain', 'jane@com'],
  ])('refuses %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts 64 characters of local part and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  const knownTlds = tlds.filter((tld) => /^[a-z]+$/.test(tld));
  const atom = fc.stringMatching(/^[a-z0-9_+]{1,10}$/);
  const label = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
  const validEmail = fc
    .record({
      local: fc.array(atom, { minLength: 1, maxLength: 4 }).map((a) => a.join('.').slice(0, 64)),
      labels: fc.array(label, { minLength: 1, maxLength: 3 }),
      tld: fc.constantFrom(...knownTlds),
      upper: fc.boolean(),
    })
    .filter(({ local }) => !local.endsWith('.'))
    .map(
      ({ local, labels, tld, upper }) =>
        [local, [...labels, upper ? tld.toUpperCase() : tld].join('.')] as const,
    );

  it('accepts generated valid addresses (any case of the top-level domain)', () => {
    fc.assert(fc.property(validEmail, ([local, domain]) => isValidEmail(`${local}@${domain}`)));
  });

  it('refuses generated addresses broken by one of the rules', () => {
    const breakers: ((local: string, domain: string) => string)[] = [
      (l, d) => `.${l}@${d}`,
      (l, d) => `-${l}@${d}`,
      (l, d) => `${l}@.${d}`,
      (l, d) => `${l}@-${d}`,
      (l, d) => `${l}..x@${d}`,
      (l, d) => `${l}@x..${d}`,
      (l, d) => `${l}@a--b.${d}`,
      (l, d) => `${l}${'x'.repeat(64)}@${d}`,
      (l, d) => `${l}@${d}.zzqqxxnotatld`,
      (l, d) => `${l}${d}`,
    ];
    fc.assert(
      fc.property(validEmail, fc.constantFrom(...breakers), ([local, domain], breakIt) => {
        expect(isValidEmail(breakIt(local, domain))).toBe(false);
      }),
    );
  });
});

describe('isValidPhone', () => {
  it.each([
    '555-123-4567',
    '+1 (555) 123-4567',
    '555.123.4567',
    '123456789',
    '123456789012345',
    '+44 20 7946 0958',
    '555-1234#12',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['8 characters', '12345678'],
    ['16 characters', '1234567890123456'],
    ['letters', '555-CALL-NOW'],
    ['a slash', '555/123/4567'],
    ['empty', ''],
  ])('refuses %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('counts length after removing white space', () => {
    expect(isValidPhone('1 2 3 4 5 6 7 8')).toBe(false);
    expect(isValidPhone(' 1 2 3 4 5 6 7 8 9 ')).toBe(true);
  });

  const phoneChars = fc.constantFrom(...'0123456789+()#.-'.split(''));
  it('accepts any 9 to 15 allowed characters, with white space anywhere', () => {
    fc.assert(
      fc.property(
        fc.array(phoneChars, { minLength: 9, maxLength: 15 }),
        fc.constantFrom('', ' ', '\t'),
        (chars, space) => isValidPhone(chars.join(space)),
      ),
    );
  });

  it('refuses lengths outside 9 to 15 and any other character', () => {
    const tooShortOrLong = fc.oneof(
      fc.array(phoneChars, { maxLength: 8 }),
      fc.array(phoneChars, { minLength: 16, maxLength: 30 }),
    );
    fc.assert(fc.property(tooShortOrLong, (chars) => !isValidPhone(chars.join(''))));
    fc.assert(
      fc.property(
        fc.array(phoneChars, { minLength: 9, maxLength: 14 }),
        fc.constantFrom('a', 'x', '/', '*', ','),
        (chars, bad) => !isValidPhone([...chars, bad].join('')),
      ),
    );
  });

  it('has the spec message', () => {
    expect(PHONE_ERROR_MESSAGE).toBe('Your phone number needs to be between 9 and 15 digits.');
  });
});

describe('normalizeHandle', () => {
  it.each([
    ['@jane', 'jane'],
    ['@@ja@ne@', 'jane'],
    ['jane', 'jane'],
    ['', null],
    ['@', null],
    ['  @ ', null],
    [null, null],
    [undefined, null],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeHandle(input)).toBe(expected);
  });

  it('is idempotent and never leaves an @ or an empty string', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (input) => {
        const once = normalizeHandle(input);
        expect(normalizeHandle(once)).toBe(once);
        expect(once === null || (once !== '' && !once.includes('@'))).toBe(true);
      }),
    );
  });
});

describe('messages', () => {
  it('words the field error with the label', () => {
    expect(fieldErrorMessage('First Name')).toBe(
      'The "First Name" field is invalid. Please check your input and try again.',
    );
  });

  it('quotes the spec for the form, contact and duplicate-handle errors', () => {
    expect(FORM_ERROR_MESSAGE).toBe('One or more fields are invalid. Please try again.');
    expect(CONTACT_ERROR_MESSAGE).toBe('Please update your contact information.');
    expect(DUPLICATE_SNAPCHAT_HANDLE_MESSAGE).toBe(
      'That Snapchat handle already exists. Please enter a different one.',
    );
    expect(DUPLICATE_TWITTER_HANDLE_MESSAGE).toBe(
      'That Twitter handle already exists. Please enter a different one.',
    );
  });

  it('formErrorMessage shows the one field message, otherwise the form message', () => {
    expect(formErrorMessage({ city: fieldErrorMessage('City') })).toBe(fieldErrorMessage('City'));
    expect(formErrorMessage({ city: 'a', state: 'b' })).toBe(FORM_ERROR_MESSAGE);
    expect(formErrorMessage({})).toBe(FORM_ERROR_MESSAGE);
  });
});

const validProfile = (): ProfileInput => ({
  first_name: 'Jane',
  last_name: 'Doe',
  publisher_type: 'female',
  birth_date: '1994-02-28',
  country: 'US',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  phone_number: '+1 (555) 123-4567',
  paypal_account: 'jane@example.com',
  content_type_specialty: ['photos'],
});

describe('ProfileInputSchema', () => {
  it('accepts a profile with only the required fields and fills the defaults', () => {
    const parsed = ProfileInputSchema.parse(validProfile());
    expect(parsed.relationship_status).toBe('unknown');
    expect(parsed.ethnicity).toBeNull();
  });

  it.each([
    'first_name',
    'last_name',
    'publisher_type',
    'birth_date',
    'country',
    'address',
    'city',
    'state',
    'zip_code',
    'phone_number',
    'paypal_account',
    'content_type_specialty',
  ] as const)('requires %s', (field) => {
    const { [field]: _, ...rest } = validProfile();
    const result = ProfileInputSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(Object.keys(profileFieldErrors(result.error!))).toEqual([field]);
  });

  it.each([
    ['publisher_type', 'dog', 'Gender'],
    ['birth_date', '1994-02-30', 'Date of Birth'],
    ['country', 'ZZ', 'Country'],
    ['state', 'ON', 'State'],
    ['paypal_account', 'jane@example..com', 'PayPal Email'],
    ['content_type_specialty', [], 'Content Types'],
    ['interests', ['beauty', 'travel', 'music', 'sports', 'books'], 'Interests'],
    ['interests', ['not-an-interest'], 'Interests'],
    ['ethnicity', 'martian', 'Ethnicity'],
    ['first_name', '   ', 'First Name'],
  ])('refuses %s = %j with the field message', (field, value, label) => {
    const result = ProfileInputSchema.safeParse({ ...validProfile(), [field]: value });
    expect(profileFieldErrors(result.error!)).toEqual({ [field]: fieldErrorMessage(label) });
  });

  it('answers the phone message for a bad phone number', () => {
    const result = ProfileInputSchema.safeParse({ ...validProfile(), phone_number: '123' });
    expect(profileFieldErrors(result.error!)).toEqual({ phone_number: PHONE_ERROR_MESSAGE });
  });

  it('accepts up to 4 interests', () => {
    const interests = ['beauty', 'travel', 'music', 'sports'];
    expect(interests).toHaveLength(MAX_INTERESTS);
    expect(ProfileInputSchema.safeParse({ ...validProfile(), interests }).success).toBe(true);
  });

  it('accepts free-text State for a country without a state list', () => {
    const profile = { ...validProfile(), country: 'FR', state: 'Île-de-France' };
    expect(ProfileInputSchema.safeParse(profile).success).toBe(true);
  });

  it('normalises handles and drops the read-only email', () => {
    const parsed = ProfileInputSchema.parse({
      ...validProfile(),
      email: 'other@example.com',
      snapchat_handle: '@snap',
      twitter_handle: '@',
    });
    expect(parsed.snapchat_handle).toBe('snap');
    expect(parsed.twitter_handle).toBeNull();
    expect('email' in parsed).toBe(false);
  });

  it('labels every field the schema knows', () => {
    for (const field of Object.keys(ProfileInputSchema.shape)) {
      expect(PROFILE_FIELD_LABELS).toHaveProperty(field);
    }
  });
});

describe('ProfilePatchSchema', () => {
  it('accepts any subset of fields and the text-consent fields', () => {
    const parsed = ProfilePatchSchema.parse({
      city: 'Chicago',
      tcpa_last_consent_given_at: '2024-05-01 13:45:00',
      tcpa_count_consents_given: 1,
      consents_to_sms_messaging: true,
    });
    expect(parsed).toEqual({
      city: 'Chicago',
      tcpa_last_consent_given_at: '2024-05-01 13:45:00',
      tcpa_count_consents_given: 1,
      consents_to_sms_messaging: true,
    });
  });

  it('still checks each field it carries', () => {
    expect(ProfilePatchSchema.safeParse({ phone_number: 'abc' }).success).toBe(false);
    expect(ProfilePatchSchema.safeParse({ tcpa_last_consent_given_at: '2024-05-01' }).success).toBe(
      false,
    );
  });

  it('checks the state against the country when both are sent', () => {
    expect(ProfilePatchSchema.safeParse({ country: 'US', state: 'ON' }).success).toBe(false);
    expect(ProfilePatchSchema.safeParse({ country: 'CA', state: 'ON' }).success).toBe(true);
  });
});

describe('profileSaveChanges: each field saves on its own terms (issue 31)', () => {
  const empty = {
    first_name: '',
    city: '',
    state: '',
    country: '',
    paypal_account: '',
    content_type_specialty: [] as string[],
    snapchat_avg_story_views: null,
  };

  it('lets a new creator save the PayPal e-mail alone: empty required fields are not invalid', () => {
    const result = profileSaveChanges({ ...empty, paypal_account: 'maya@pay.example.com' }, empty);
    expect(result).toEqual({ patch: { paypal_account: 'maya@pay.example.com' }, errors: {} });
  });

  it('still refuses a field that is filled in wrong, with the spec’s message', () => {
    const result = profileSaveChanges({ ...empty, paypal_account: 'maya@nowhere' }, empty);
    expect(result.errors).toEqual({
      paypal_account: 'The "PayPal Email" field is invalid. Please check your input and try again.',
    });
  });

  it('says so when a filled required field is emptied', () => {
    const filled = { ...empty, city: 'Austin' };
    expect(profileSaveChanges({ ...filled, city: '  ' }, filled).errors).toEqual({
      city: '"City" can\'t be left empty once filled in. Fill it in again, or discard the change.',
    });
  });

  it('sends only what changed, and the state with its country', () => {
    const before = { ...empty, first_name: 'Maya', country: 'US', state: 'TX' };
    const result = profileSaveChanges({ ...before, state: 'CA' }, before);
    expect(result).toEqual({ patch: { country: 'US', state: 'CA' }, errors: {} });
    expect(profileSaveChanges(before, before)).toEqual({ patch: {}, errors: {} });
  });
});
