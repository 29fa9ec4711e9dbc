import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignsListEmptyState,
  campaignsListSections,
  completedCampaignsLabel,
  endOfListPrompt,
  INVITE_GROUPS,
} from './invite-groups';

const inv = (id: number) => ({ id });
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('campaignsListSections', () => {
  it('puts active then extended invites under Active Campaigns', () => {
    const s = campaignsListSections({ active: [inv(1), inv(2)], extended: [inv(3)] });
    expect(ids(s.active)).toEqual([1, 2, 3]);
  });

  it.each([
    ['full', 'full'],
    ['rejected', 'rejected'],
    ['failed_smart_questions', 'failedQuestions'],
    ['expired', 'past'],
  ] as const)('puts the %s group into the %s section', (group, section) => {
    const s = campaignsListSections({ [group]: [inv(9)] });
    expect(ids(s[section])).toEqual([9]);
    const others = Object.entries(s).filter(([k]) => k !== section);
    for (const [, list] of others) expect(list).toEqual([]);
  });

  it('reads missing and null groups as empty', () => {
    expect(campaignsListSections({ full: null })).toEqual({
      active: [],
      full: [],
      rejected: [],
      failedQuestions: [],
      past: [],
    });
  });

  it('lists each invite exactly once', () => {
    const groupArb = fc.array(fc.integer({ min: 1, max: 20 }).map(inv), { maxLength: 8 });
    const groupsArb = fc.record(
      Object.fromEntries(INVITE_GROUPS.map((g) => [g, groupArb])) as Record<
        (typeof INVITE_GROUPS)[number],
        typeof groupArb
      >,
    );
    fc.assert(
      fc.property(groupsArb, (groups) => {
        const listed = Object.values(campaignsListSections(groups)).flatMap(ids);
        const input = new Set(
          Object.values(groups)
            .flat()
            .map((i) => i.id),
        );
        expect(listed.length).toBe(new Set(listed).size);
        expect(new Set(listed)).toEqual(input);
      }),
    );
  });
});

describe('completedCampaignsLabel', () => {
  it.each([
    [1, '1 COMPLETED CAMPAIGN'],
    [0, '0 COMPLETED CAMPAIGNS'],
    [2, '2 COMPLETED CAMPAIGNS'],
    [21, '21 COMPLETED CAMPAIGNS'],
  ])('labels %s as %s', (n, label) => expect(completedCampaignsLabel(n)).toBe(label));
});

describe('campaignsListEmptyState', () => {
  const empty = campaignsListSections({});

  it('says no active campaigns when the profile is complete', () => {
    expect(
      campaignsListEmptyState({ sections: empty, upcomingCount: 0, profileComplete: true }),
    ).toEqual({
      title: 'No active campaigns!',
      subtitle: 'Check back later and keep an eye on your inbox.',
    });
  });

  it('asks to complete the profile when it is incomplete', () => {
    expect(
      campaignsListEmptyState({ sections: empty, upcomingCount: 0, profileComplete: false }),
    ).toEqual({
      title: 'Tell us about yourself to unlock campaign invites',
      link: { label: 'COMPLETE MY PROFILE', target: 'profile' },
    });
  });

  it('is null for a complete profile when an upcoming campaign exists', () => {
    expect(
      campaignsListEmptyState({ sections: empty, upcomingCount: 1, profileComplete: true }),
    ).toBeNull();
  });

  it('asks an incomplete profile to be completed even when upcoming campaigns exist (decision 013)', () => {
    expect(
      campaignsListEmptyState({ sections: empty, upcomingCount: 3, profileComplete: false }),
    ).toMatchObject({ title: 'Tell us about yourself to unlock campaign invites' });
  });

  it('is null when a current invite exists', () => {
    const sections = campaignsListSections({ rejected: [inv(1)] });
    expect(
      campaignsListEmptyState({ sections, upcomingCount: 0, profileComplete: true }),
    ).toBeNull();
  });

  it('still shows when only past invites exist', () => {
    const sections = campaignsListSections({ expired: [inv(1)] });
    expect(
      campaignsListEmptyState({ sections, upcomingCount: 0, profileComplete: true }),
    ).not.toBeNull();
  });
});

describe('endOfListPrompt', () => {
  it('asks to update an incomplete profile', () => {
    expect(endOfListPrompt(false)).toBe('To see more campaigns please update your profile');
  });

  it('is hidden for a complete profile', () => expect(endOfListPrompt(true)).toBeNull());
});
