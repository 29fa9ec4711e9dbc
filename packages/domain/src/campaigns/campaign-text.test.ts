import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVITE_STATUSES } from '../invites/invite-status';
import {
  acceptanceDeadline,
  brandIntroText,
  greetingText,
  headerImageSource,
  isVideoCampaign,
  linkSegments,
  truncateDescription,
  videoOrientationMessage,
  WHATS_NEXT_NOW,
  whatsNextCopy,
} from './campaign-text';

// 2024-03-05T23:30:00Z and 2024-03-20T12:00:00Z
const MAR_5_2330 = 1_709_681_400;
const MAR_20_NOON = 1_710_936_000;

describe('acceptanceDeadline', () => {
  it('is the invite-sent time plus 1 day', () => {
    expect(acceptanceDeadline(MAR_5_2330)).toBe(MAR_5_2330 + 86_400);
  });
});

describe('videoOrientationMessage', () => {
  it.each([
    ['portrait', 'Please shoot this video vertically.'],
    ['landscape', 'Please shoot this video horizontally.'],
    ['square', 'Please shoot this video as a square.'],
    ['any', 'Portrait, Landscape and Square videos are acceptable'],
    [null, null],
  ] as const)('for %s reads %s', (orientation, message) => {
    expect(videoOrientationMessage(orientation)).toBe(message);
  });
});

describe('truncateDescription', () => {
  it('keeps a description of exactly 250 characters', () => {
    const text = 'a'.repeat(250);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts a longer one to 250 characters, the ellipsis included', () => {
    const result = truncateDescription('b'.repeat(251));
    expect(result).toBe(`${'b'.repeat(249)}…`);
    expect(result).toHaveLength(250);
  });

  it('drops white space before the ellipsis', () => {
    expect(truncateDescription('abcd efgh', 6)).toBe('abcd…');
  });

  it('does not split an emoji', () => {
    expect(truncateDescription('abc😀defg', 5)).toBe('abc…');
  });

  it('is never longer than the limit and keeps the start of the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 1, max: 300 }),
        (text, limit) => {
          const result = truncateDescription(text, limit);
          expect(result.length).toBeLessThanOrEqual(limit);
          if (text.length <= limit) expect(result).toBe(text);
          else expect(text.startsWith(result.slice(0, -1))).toBe(true);
        },
      ),
    );
  });
});

describe('headerImageSource', () => {
  const all = {
    selectedSampleImageUrl: 'sel.jpg',
    sample_post_url: 'url.jpg',
    sample_post_filename: 'file.jpg',
  };

  it.each([
    [all, { kind: 'selected-sample-image', value: 'sel.jpg' }],
    [
      { ...all, selectedSampleImageUrl: null },
      { kind: 'sample-post-url', value: 'url.jpg' },
    ],
    [
      { ...all, selectedSampleImageUrl: '', sample_post_url: '' },
      { kind: 'sample-post-filename', value: 'file.jpg' },
    ],
    [{}, { kind: 'default' }],
  ])(
    'chooses in order: selected image, sample post url, filename, default (%#)',
    (input, source) => {
      expect(headerImageSource(input)).toEqual(source);
    },
  );
});

describe('isVideoCampaign', () => {
  it.each([
    ['instagram_video', true],
    ['VIDEO', true],
    ['instagram_image', false],
    [null, false],
  ])('%s → %s', (type, video) => expect(isVideoCampaign(type)).toBe(video));
});

describe('greetingText and brandIntroText', () => {
  it('greets the creator by username', () => expect(greetingText('maya')).toBe('Hi, maya'));

  it('says the brand identified the creator', () => {
    expect(brandIntroText('Acme')).toBe(
      'Acme has identified you as a creator they want to collaborate with.',
    );
  });
});

describe('whatsNextCopy (decision 012: what is true now)', () => {
  const DAY = 86_400;
  it('tells an APPROVED creator they have the spot, not that one is being found', () => {
    const copy = whatsNextCopy({
      status: 'APPROVED',
      campaignStart: MAR_20_NOON,
      now: MAR_20_NOON - DAY,
    });
    expect(copy).toEqual({
      title: "What's next?",
      body: WHATS_NEXT_NOW.approvedBody,
      reachOut: WHATS_NEXT_NOW.approvedReachOut,
    });
  });

  it('promises no reach-out "before the campaign starts on" a date that has passed', () => {
    const copy = whatsNextCopy({
      status: 'ACCEPTED',
      campaignStart: MAR_20_NOON,
      now: MAR_20_NOON + DAY,
    });
    expect(copy.body).toBe('We Are Finding You A Spot');
    expect(copy.reachOut).toBe(WHATS_NEXT_NOW.startedReachOut);
    expect(copy.reachOut).not.toContain('before the campaign starts');
  });

  it.each(['ACCEPTED', 'APPROVED'] as const)(
    'says the campaign ended when it has (%s)',
    (status) => {
      const copy = whatsNextCopy({
        status,
        campaignStart: MAR_20_NOON,
        step: 'missed',
        now: MAR_20_NOON + 8 * DAY,
      });
      expect(copy).toEqual({
        title: "What's next?",
        body: WHATS_NEXT_NOW.endedBody,
        reachOut: WHATS_NEXT_NOW.endedReachOut,
      });
    },
  );
});

describe('whatsNextCopy', () => {
  it.each(['ACCEPTED'] as const)('titles %s "What\'s next?" and finds a spot', (status) => {
    const copy = whatsNextCopy({ status, campaignStart: MAR_20_NOON, now: MAR_20_NOON - 60 });
    expect(copy).toEqual({
      title: "What's next?",
      body: 'We Are Finding You A Spot',
      reachOut:
        "We'll reach out via email before the campaign starts on 03/20 at 12:00 PM with your approval to participate in this campaign.",
    });
  });

  it('leaves date and time out of the reach-out without a start date', () => {
    expect(whatsNextCopy({ status: 'ACCEPTED', campaignStart: null }).reachOut).toBe(
      "We'll reach out via email before the campaign starts with your approval to participate in this campaign.",
    );
  });

  it('names the start in the creator’s zone', () => {
    const copy = whatsNextCopy({
      status: 'ACCEPTED',
      campaignStart: MAR_5_2330,
      timeZone: 'Europe/Paris',
    });
    expect(copy.reachOut).toContain('on 03/06 at 12:30 AM');
  });

  it("titles REJECTED 'Campaign full?'", () => {
    expect(whatsNextCopy({ status: 'REJECTED', campaignStart: MAR_20_NOON })).toEqual({
      title: 'Campaign full?',
      body: 'No Problem!',
      reachOut: null,
    });
  });

  it.each(['PENDING', 'DENIED'] as const)("titles %s 'Campaign not a fit?'", (status) => {
    expect(whatsNextCopy({ status, campaignStart: null }).title).toBe('Campaign not a fit?');
  });

  it('reaches out only to accepted or approved invites', () => {
    for (const status of INVITE_STATUSES) {
      const accepted = status === 'ACCEPTED' || status === 'APPROVED';
      expect(whatsNextCopy({ status, campaignStart: MAR_20_NOON }).reachOut !== null).toBe(
        accepted,
      );
    }
  });
});

describe('linkSegments', () => {
  it('splits a description into text and the links that open in a new tab', () => {
    expect(linkSegments('See https://glow.example/look. Then post!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://glow.example/look', href: 'https://glow.example/look' },
      { kind: 'text', text: '. Then post!' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(linkSegments('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
  });

  // A property over random URLs: slow on a loaded CI machine, so it has its own time limit.
  it('loses no character', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (a, url, b) => {
        const text = `${a} ${url} ${b}`;
        expect(
          linkSegments(text)
            .map((s) => s.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
