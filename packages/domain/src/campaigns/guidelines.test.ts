import { describe, expect, it } from 'vitest';
import { guidelinesShown, originalWorkDo } from './guidelines';

const none = { content: [], caption: [] };
const tags = { hashtags: ['#ad'], screenNames: ['@brand'] };

describe('originalWorkDo', () => {
  it('asks a TikTok campaign for a TikTok video, not an Instagram photo', () => {
    expect(originalWorkDo('tiktok')).toBe('Create an original TikTok video featuring the product');
    expect(originalWorkDo('instagram_image')).toBe(
      'Create an original Instagram photo featuring the product',
    );
    expect(originalWorkDo('youtube_video')).toContain('YouTube video');
  });
});

describe('guidelinesShown', () => {
  it("gives an invite with no dos the platform's defaults", () => {
    expect(guidelinesShown('tiktok', none, tags)).toEqual({
      content: [
        { should: true, guideline: 'Create an original TikTok video featuring the product' },
      ],
      caption: [
        { should: true, guideline: 'Include the hashtags in your caption' },
        { should: true, guideline: 'Include the screen names in your caption' },
      ],
    });
  });

  it('names only the caption tags the campaign has', () => {
    const shown = guidelinesShown('instagram_image', none, { hashtags: [], screenNames: ['@b'] });
    expect(shown.caption.map((l) => l.guideline)).toEqual([
      'Include the screen names in your caption',
    ]);
  });

  it("keeps the campaign's don'ts beside the defaults", () => {
    const dont = { should: false, guideline: 'Mention prices' };
    const shown = guidelinesShown('tiktok', { content: [dont], caption: [dont] }, tags);
    expect(shown.content).toContainEqual(dont);
    expect(shown.content[0]!.should).toBe(true);
    expect(shown.caption.at(-1)).toEqual(dont);
  });

  it("shows the campaign's own dos as they are", () => {
    const own = { content: [{ should: true, guideline: 'Film outdoors' }], caption: [] };
    const shown = guidelinesShown('tiktok', own, { hashtags: [], screenNames: [] });
    expect(shown.content).toEqual(own.content);
    expect(shown.caption).toEqual([]);
  });
});
