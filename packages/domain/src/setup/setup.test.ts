import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_PLATFORMS,
  canSaveConnectHandle,
  connectedAccounts,
  displayHandle,
  isComingSoonPlatform,
  isInstagramLeadConnected,
  isSetupComplete,
  PLATFORMS,
  parsePlatform,
  SETUP_COMPLETE_HEADING,
  SETUP_HEADING,
  type SetupUser,
  setupHeading,
  setupTabFromPath,
  setupTabPath,
  showWantMoreCampaigns,
} from './setup';

const user = (overrides: Partial<SetupUser> = {}): SetupUser => ({
  email: 'jane@example.com',
  profile: { first_name: 'Jane', last_name: 'Doe', twitter_handle: 'janedoe' },
  ...overrides,
});
const primary = [{ isPrimary: true }];

describe('setupHeading', () => {
  it('quotes the spec headings', () => {
    expect(setupHeading(false)).toBe('Start collaborating with the largest brands in 2 easy steps');
    expect(setupHeading(true)).toBe('Registration complete!');
    expect([SETUP_HEADING, SETUP_COMPLETE_HEADING]).toHaveLength(2);
  });
});

describe('setupTabFromPath', () => {
  it.each([
    ['/creator/setup/information', 'information'],
    ['/creator/setup/accounts', 'accounts'],
    ['/creator/setup/accounts/', 'accounts'],
    ['/creator/setup/accounts?x=1', 'accounts'],
    ['/creator/setup', 'information'],
    ['/creator/setup/whatever', 'information'],
    ['/creator/setup/accounts/extra', 'information'],
  ])('maps %s to %s', (path, tab) => {
    expect(setupTabFromPath(path)).toBe(tab);
  });

  it('round-trips with setupTabPath', () => {
    expect(setupTabFromPath(setupTabPath('accounts'))).toBe('accounts');
    expect(setupTabPath('information')).toBe('/creator/setup/information');
  });
});

describe('parsePlatform', () => {
  it.each(PLATFORMS)('accepts %s', (platform) => {
    expect(parsePlatform(platform)).toBe(platform);
  });

  it.each([undefined, null, '', 'facebook', 'Instagram', 'x', 3])('refuses %j', (value) => {
    expect(parsePlatform(value)).toBeNull();
  });

  it('returns null for anything outside the enumeration', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parsePlatform(value);
        return parsed === null ? !PLATFORMS.includes(value as never) : parsed === value;
      }),
    );
  });
});

describe('isComingSoonPlatform', () => {
  it('marks YouTube, Pinterest, Snapchat and X (twitter) coming soon, not Instagram or TikTok', () => {
    expect(COMING_SOON_PLATFORMS.toSorted()).toEqual([
      'pinterest',
      'snapchat',
      'twitter',
      'youtube',
    ]);
    expect(isComingSoonPlatform('instagram')).toBe(false);
    expect(isComingSoonPlatform('tiktok')).toBe(false);
    expect(isComingSoonPlatform('twitter')).toBe(true);
  });
});

describe('canSaveConnectHandle and displayHandle', () => {
  it.each([
    [{ value: '', saved: null, saving: false }, false],
    [{ value: '   ', saved: null, saving: false }, false],
    [{ value: 'jane', saved: 'jane', saving: false }, false],
    [{ value: '  jane ', saved: 'jane', saving: false }, false],
    [{ value: 'jane2', saved: 'jane', saving: true }, false],
    [{ value: 'jane2', saved: 'jane', saving: false }, true],
    [{ value: 'jane', saved: null, saving: false }, true],
  ])('%j → %s', (input, expected) => {
    expect(canSaveConnectHandle(input)).toBe(expected);
  });

  it('shows a trimmed handle with one @ prefix', () => {
    expect(displayHandle(' jane ')).toBe('@jane');
    expect(displayHandle('@jane')).toBe('@jane');
    expect(displayHandle('')).toBe('');
  });
});

describe('isInstagramLeadConnected', () => {
  it.each([
    [{ social_id: '12345', social_un: 'jane' }, true],
    [{ social_id: '12345_dummy', social_un: 'jane' }, false],
    [{ social_id: 'jane_dummy_1' }, false],
    [{ social_id: '' }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (lead, expected) => {
    expect(isInstagramLeadConnected(lead)).toBe(expected);
  });
});

describe('connectedAccounts', () => {
  it('lists the Instagram lead, tokens and saved handles, in platform order', () => {
    const accounts = connectedAccounts({
      leads: { instagram: { social_id: '1', social_un: 'jane', profile_image: 'p.png' } },
      profile: {
        snapchat_handle: '@snap',
        youtube_handle: '',
        access_tokens: [{ platform: 'tiktok', username: 'tok', avatarUrl: 'a.png' }],
      },
    });
    expect(accounts).toEqual([
      { platform: 'instagram', handle: 'jane', profileImage: 'p.png' },
      { platform: 'tiktok', handle: 'tok', profileImage: 'a.png' },
      { platform: 'snapchat', handle: 'snap', profileImage: null },
    ]);
  });

  it('does not count a dummy Instagram lead or a token without a username', () => {
    const accounts = connectedAccounts({
      leads: { instagram: { social_id: '1_dummy', social_un: 'jane' } },
      profile: { access_tokens: [{ platform: 'tiktok', username: '' }] },
    });
    expect(accounts).toEqual([]);
  });
});

describe('isSetupComplete', () => {
  it('is complete with names, e-mail, a primary category and a connected account', () => {
    expect(isSetupComplete(user(), primary)).toBe(true);
  });

  it.each([
    ['first name', user({ profile: { last_name: 'Doe', twitter_handle: 'j' } })],
    ['last name', user({ profile: { first_name: 'Jane', twitter_handle: 'j' } })],
    ['e-mail', user({ email: ' ' })],
  ])('is incomplete without a %s', (_, input) => {
    expect(isSetupComplete(input, primary)).toBe(false);
  });

  it('needs a primary category unless the category check is skipped', () => {
    expect(isSetupComplete(user(), [])).toBe(false);
    expect(isSetupComplete(user(), [{ isPrimary: false }])).toBe(false);
    expect(isSetupComplete(user(), [], { skipCategoryCheck: true })).toBe(true);
  });

  it('needs a connected account with a handle unless social accounts are ignored', () => {
    const noAccount = user({ profile: { first_name: 'Jane', last_name: 'Doe' } });
    expect(isSetupComplete(noAccount, primary)).toBe(false);
    expect(isSetupComplete(noAccount, primary, { ignoreSocialAccounts: true })).toBe(true);
  });
});

describe('showWantMoreCampaigns', () => {
  it.each([
    ['nothing connected', {}, true],
    ['only a dummy Instagram lead', { leads: { instagram: { social_id: 'x_dummy' } } }, true],
    ['Instagram connected', { leads: { instagram: { social_id: '42' } } }, false],
    ['TikTok authorised', { authedTiktokCreator: true }, false],
    [
      'a TikTok access token',
      { profile: { access_tokens: [{ platform: 'tiktok', username: 'tok' }] } },
      false,
    ],
    ['only a Twitter handle', { profile: { twitter_handle: 'jane' } }, true],
  ])('with %s → %s', (_, input: SetupUser, expected) => {
    expect(showWantMoreCampaigns(input)).toBe(expected);
  });
});
