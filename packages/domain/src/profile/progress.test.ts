import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeProfileProgress,
  isProfileComplete,
  isSimplifiedSignupComplete,
  MAX_MISSING_ITEMS,
  missingProfileItems,
  PROFILE_PROGRESS_FIELDS,
  type ProgressProfile,
  profileCompletionNote,
  profileProgressText,
  progressImageIndex,
  progressPercent,
  SKIP_BUTTON_LABEL,
  showSkipButton,
} from './progress';

const completeProfile = (): ProgressProfile => ({
  first_name: 'Jane',
  last_name: 'Doe',
  publisher_type: 'female',
  birth_date: '1994-02-28',
  country: 'US',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  phone_number: '555-123-4567',
  paypal_account: 'jane@example.com',
  content_type_specialty: ['photos'],
});

describe('computeProfileProgress', () => {
  it('is 1 when every required field of the profile editor is filled', () => {
    expect(computeProfileProgress(completeProfile())).toBe(1);
  });

  it('is 0 for an empty profile', () => {
    expect(computeProfileProgress({})).toBe(0);
  });

  it.each(PROFILE_PROGRESS_FIELDS)('drops by one twelfth without %s', (field) => {
    const profile = {
      ...completeProfile(),
      [field]: field === 'content_type_specialty' ? [] : ' ',
    };
    expect(computeProfileProgress(profile)).toBeCloseTo(11 / 12);
  });

  it.each(['unknown', 'dog', 'not-human-or-animal'])(
    'counts publisher_type %s as not filled',
    (t) => {
      expect(computeProfileProgress({ ...completeProfile(), publisher_type: t })).toBeLessThan(1);
    },
  );

  it('ignores the optional fields', () => {
    expect(computeProfileProgress({ interests: ['beauty'], twitter_handle: 'jane' })).toBe(0);
  });

  it('stays in 0..1 and rises with each filled field', () => {
    const full = completeProfile();
    fc.assert(
      fc.property(fc.subarray([...PROFILE_PROGRESS_FIELDS]), (fields) => {
        const partial = Object.fromEntries(fields.map((f) => [f, full[f]]));
        expect(computeProfileProgress(partial)).toBeCloseTo(fields.length / 12);
      }),
    );
  });
});

describe('isProfileComplete', () => {
  it.each([
    [1, true],
    [0.99, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (progress, expected) => {
    expect(isProfileComplete(progress)).toBe(expected);
  });
});

describe('isSimplifiedSignupComplete', () => {
  it('needs first name, last name and e-mail, ignoring categories and social accounts', () => {
    const profile = { first_name: 'Jane', last_name: 'Doe' };
    expect(isSimplifiedSignupComplete({ email: 'j@example.com', profile })).toBe(true);
    expect(isSimplifiedSignupComplete({ email: '', profile })).toBe(false);
    expect(
      isSimplifiedSignupComplete({ email: 'j@example.com', profile: { first_name: 'J' } }),
    ).toBe(false);
  });
});

describe('progressPercent and profileProgressText', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [11 / 12, 92],
    [0.994, 99],
    [0.995, 100],
    [1, 100],
    [1.4, 100],
    [-0.2, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('%s → %s%', (progress, percent) => {
    expect(progressPercent(progress)).toBe(percent);
  });

  it('always gives a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fc.double(), (progress) => {
        const percent = progressPercent(progress);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });

  it('reads "Your profile is N% complete"', () => {
    expect(profileProgressText(0.5)).toBe('Your profile is 50% complete');
  });
});

describe('progressImageIndex', () => {
  it.each([
    [0, 0],
    [0.29, 0],
    [0.3, 1],
    [0.59, 1],
    [0.6, 2],
    [0.9, 2],
    [1, 2],
    [-1, 0],
    [null, 0],
  ])('%s → image %s', (progress, index) => {
    expect(progressImageIndex(progress)).toBe(index);
  });

  it('is always 0, 1 or 2 and never falls as progress rises', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect([0, 1, 2]).toContain(progressImageIndex(low));
        expect(progressImageIndex(low)).toBeLessThanOrEqual(progressImageIndex(high));
      }),
    );
  });
});

describe('missingProfileItems', () => {
  it('asks for the first 4 in the spec order for an empty profile', () => {
    expect(missingProfileItems({})).toEqual(['birth_date', 'gender', 'interests', 'address']);
  });

  it('skips filled items and keeps the order', () => {
    const profile: ProgressProfile = {
      ...completeProfile(),
      phone_number: '',
      interests: [],
    };
    expect(missingProfileItems(profile)).toEqual(['interests', 'phone', 'snapchat', 'twitter']);
  });

  it('counts the address group missing when any of its fields is', () => {
    const profile = { ...completeProfile(), interests: ['beauty'], zip_code: null };
    expect(missingProfileItems(profile)).toEqual(['address', 'snapchat', 'twitter']);
  });

  it('counts the Snapchat group missing without the average story views', () => {
    const profile = {
      ...completeProfile(),
      interests: ['beauty'],
      snapchat_handle: 'snap',
      twitter_handle: 'tw',
    };
    expect(missingProfileItems(profile)).toEqual(['snapchat']);
    expect(missingProfileItems({ ...profile, snapchat_avg_story_views: 0 })).toEqual([]);
  });

  it('never asks for more than 4', () => {
    expect(MAX_MISSING_ITEMS).toBe(4);
    fc.assert(
      fc.property(fc.subarray(Object.entries(completeProfile())), (entries) => {
        expect(missingProfileItems(Object.fromEntries(entries)).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('showSkipButton', () => {
  it.each([
    ['ACCEPTED', 0.5, true],
    ['APPROVED', 0, true],
    ['ACCEPTED', 1, false],
    ['PENDING', 0.5, false],
    ['DENIED', 0.5, false],
    ['REJECTED', 0.5, false],
  ])('%s at %s → %s', (status, progress, expected) => {
    expect(showSkipButton(status, progress)).toBe(expected);
  });

  it('has the spec label', () => {
    expect(SKIP_BUTTON_LABEL).toBe("Skip this, I'm not interested in future campaigns");
  });
});

describe('profileCompletionNote', () => {
  it('quotes the spec at 100% and below', () => {
    expect(profileCompletionNote(1)).toBe(
      'Your profile is 100% complete, good stuff. We are working on our end to match you with awesome new campaigns!',
    );
    expect(profileCompletionNote(0.5)).toBe(
      'In the meantime, complete the following simple questions to get matched with more campaigns.',
    );
  });
});
