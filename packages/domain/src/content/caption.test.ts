import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CaptionRequirements,
  captionEditError,
  captionHasTag,
  captionProblems,
  captionSubmitError,
  contentTypeError,
  highlightTags,
  isCaptionValid,
  isValidTagBody,
  parseYouTubeVideoUrl,
  prefillCaption,
  requiredTags,
} from './caption';

const REQ: CaptionRequirements = {
  requires_caption: true,
  required_hashtags: ['ad', '#Summer'],
  required_screen_names: ['@brand', 'brand.co'],
};

const bodyChar = fc.constantFrom(...'abcXYZ019_é'.split(''));
const tagBody = fc
  .array(fc.array(bodyChar, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map((p) => p.join('')).join('.'))
  .filter((body) => [...body].length <= 30);

describe('captionHasTag', () => {
  it.each([
    ['Loving it #ad', '#ad', true],
    ['#AD is here', '#ad', true],
    ['#ad, then more', '#ad', true],
    ['#ad.', '#ad', true],
    ['#ad_more counts: underscore is not alphanumeric', '#ad', true],
    ['#adidas', '#ad', false],
    ['#ad1', '#ad', false],
    ['#adé', '#ad', false],
    ['ad without the sign', '#ad', false],
    ['thanks @brand.co!', '@brand.co', true],
    ['thanks @brandXco', '@brand.co', false],
  ])('in %j finds %s: %s', (caption, tag, expected) => {
    expect(captionHasTag(caption, tag)).toBe(expected);
  });

  it('finds any tag followed by a space or the end, in any case', () => {
    fc.assert(
      fc.property(tagBody, fc.constantFrom('#', '@'), fc.string(), (body, sign, before) => {
        const tag = `${sign}${body}`;
        expect(captionHasTag(`${before} ${tag.toUpperCase()}`, tag)).toBe(true);
        expect(captionHasTag(`${tag} ${before}`, tag.toLowerCase())).toBe(true);
      }),
    );
  });

  it('does not find a tag glued to a following letter or digit', () => {
    fc.assert(
      fc.property(tagBody, fc.constantFrom('a', 'Z', '7'), (body, next) => {
        expect(captionHasTag(`#${body}${next}`, `#${body}`)).toBe(false);
      }),
    );
  });
});

describe('requiredTags', () => {
  it('adds # to hashtags and @ to screen names, whether stored with the sign or not', () => {
    expect(requiredTags(['ad', '#Summer', ' '], ['@brand', 'brand.co'])).toEqual([
      '#ad',
      '#Summer',
      '@brand',
      '@brand.co',
    ]);
  });

  it('drops case-insensitive duplicates', () => {
    expect(requiredTags(['ad', '#AD'], [])).toEqual(['#ad']);
  });
});

describe('captionProblems', () => {
  it("lists the missing tags as 'Missing: ...'", () => {
    expect(captionProblems('Summer fun #summer with @BRAND', REQ)).toEqual({
      missing: ['#ad', '@brand.co'],
      message: 'Missing: #ad, @brand.co',
    });
  });

  it('finds nothing missing when every tag is there', () => {
    expect(captionProblems('#ad #summer @brand @brand.co', REQ)).toEqual({
      missing: [],
      message: null,
    });
  });

  it('finds nothing missing when the campaign does not require a caption', () => {
    expect(captionProblems('', { ...REQ, requires_caption: false })).toEqual({
      missing: [],
      message: null,
    });
  });
});

describe('isCaptionValid', () => {
  it('is always valid when the campaign does not require a caption', () => {
    fc.assert(
      fc.property(fc.string(), (caption) => {
        expect(isCaptionValid(caption, { ...REQ, requires_caption: false })).toBe(true);
      }),
    );
  });

  it('accepts the pre-filled caption', () => {
    const caption = prefillCaption(REQ.required_hashtags, REQ.required_screen_names);
    expect(isCaptionValid(caption, REQ)).toBe(true);
  });

  it('refuses a blank caption when one is required, even without required tags', () => {
    const req = { requires_caption: true, required_hashtags: [], required_screen_names: [] };
    expect(isCaptionValid('   ', req)).toBe(false);
    expect(isCaptionValid('hello', req)).toBe(true);
  });

  it('always accepts a pre-filled caption with text added, for any required tags', () => {
    fc.assert(
      fc.property(fc.array(tagBody), fc.array(tagBody), fc.string(), (hashtags, names, extra) => {
        const req = {
          requires_caption: true,
          required_hashtags: hashtags,
          required_screen_names: names,
        };
        const caption = `${extra} ${prefillCaption(hashtags, names)} x`;
        expect(isCaptionValid(caption, req)).toBe(true);
      }),
    );
  });
});

describe('caption messages', () => {
  it("shows 'Please check that all required hashtags and mentions are included' on an invalid submit", () => {
    expect(captionSubmitError('#ad', REQ)).toBe(
      'Please check that all required hashtags and mentions are included',
    );
    expect(captionSubmitError('#ad #summer @brand @brand.co', REQ)).toBeNull();
  });

  it("requires a caption in the edit form: 'A caption is required for this campaign'", () => {
    expect(captionEditError(' \n')).toBe('A caption is required for this campaign');
    expect(captionEditError('fixed')).toBeNull();
  });

  it('requires a content type only when the selector flag is on', () => {
    expect(contentTypeError(true, null)).toBe("Please select the type of content you're uploading");
    expect(contentTypeError(true, 2)).toBeNull();
    expect(contentTypeError(false, null)).toBeNull();
  });
});

describe('isValidTagBody', () => {
  it.each([
    ['summer', true],
    ['summer_2025', true],
    ['brand.co', true],
    ['été', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['', false],
    ['.brand', false],
    ['brand.', false],
    ['brand..co', false],
    ['brand-co', false],
    ['#brand', false],
    ['two words', false],
  ])('%j → %s', (body, expected) => {
    expect(isValidTagBody(body)).toBe(expected);
  });

  it('accepts every body built from the rule', () => {
    fc.assert(fc.property(tagBody, (body) => isValidTagBody(body)));
  });

  it('refuses any body with a dot at either end', () => {
    fc.assert(
      fc.property(tagBody, fc.boolean(), (body, atStart) => {
        expect(isValidTagBody(atStart ? `.${body}` : `${body}.`)).toBe(false);
      }),
    );
  });
});

describe('prefillCaption', () => {
  it('puts the hashtags then the screen names, space separated', () => {
    expect(prefillCaption(['ad', 'summer'], ['brand'])).toBe('#ad #summer @brand');
  });

  it('is empty without requirements', () => {
    expect(prefillCaption([], [])).toBe('');
  });
});

describe('highlightTags', () => {
  it('splits a caption into text, hashtag and mention segments', () => {
    expect(highlightTags('Sun! #ad with @brand.co. Mail me@example.com #x..y')).toEqual([
      { kind: 'text', text: 'Sun! ' },
      { kind: 'hashtag', text: '#ad' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@brand.co' },
      { kind: 'text', text: '. Mail me@example.com ' },
      { kind: 'hashtag', text: '#x' },
      { kind: 'text', text: '..y' },
    ]);
  });

  it('leaves over-long tags as text', () => {
    expect(highlightTags(`#${'a'.repeat(31)}`)).toEqual([
      { kind: 'text', text: `#${'a'.repeat(31)}` },
    ]);
  });

  it('gives the caption back when the segments are joined, and tags have valid bodies', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            tagBody.map((b) => ` #${b}`),
            tagBody.map((b) => `@${b}`),
          ),
        ),
        (parts) => {
          const caption = parts.join('');
          const segments = highlightTags(caption);
          expect(segments.map((s) => s.text).join('')).toBe(caption);
          for (const s of segments) {
            if (s.kind !== 'text') expect(isValidTagBody(s.text.slice(1))).toBe(true);
          }
        },
      ),
    );
  });

  it('highlights every pre-filled tag', () => {
    fc.assert(
      fc.property(fc.array(tagBody, { minLength: 1 }), fc.array(tagBody), (hashtags, names) => {
        const caption = prefillCaption(hashtags, names);
        const tags = highlightTags(caption).filter((s) => s.kind !== 'text');
        expect(tags.map((s) => s.text)).toEqual(requiredTags(hashtags, names));
      }),
    );
  });
});

describe('parseYouTubeVideoUrl', () => {
  const ID = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}#comments`,
    `https://m.youtube.com/watch?v=${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `youtube.com/shorts/${ID}?feature=share`,
    `  https://youtu.be/${ID}  `,
  ])('reads the id from %s', (url) => {
    expect(parseYouTubeVideoUrl(url)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(1)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?list=${ID}`,
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/channel/${ID}`,
    `https://evil.com/youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
  ])('refuses %j', (url) => {
    expect(parseYouTubeVideoUrl(url)).toBeNull();
  });

  it('reads back any 11-character id from every accepted form', () => {
    const id = fc.string({
      unit: fc.constantFrom(...'aZ09_-'.split('')),
      minLength: 11,
      maxLength: 11,
    });
    fc.assert(
      fc.property(id, (videoId) => {
        for (const url of [
          `https://www.youtube.com/watch?v=${videoId}`,
          `youtu.be/${videoId}`,
          `m.youtube.com/shorts/${videoId}`,
        ]) {
          expect(parseYouTubeVideoUrl(url)).toBe(videoId);
        }
      }),
    );
  });
});
