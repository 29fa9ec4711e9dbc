import { describe, expect, it } from 'vitest';
import { contentTypeLabel, interestLabel, socialPlatformName } from './display-names';
import { PROFILE_FIELD_LABELS } from './fields';

describe('names staff screens write for stored codes', () => {
  it('writes a platform as the profile form labels its handle', () => {
    expect(socialPlatformName('tiktok')).toBe('TikTok');
    expect(socialPlatformName('tiktok')).toBe(PROFILE_FIELD_LABELS.tiktok_handle);
    expect(socialPlatformName('youtube')).toBe(PROFILE_FIELD_LABELS.youtube_handle);
    expect(socialPlatformName('instagram')).toBe('Instagram');
  });

  it('writes interests and content types by the labels the creator chose from', () => {
    expect(interestLabel('food-drink')).toBe('Food & Drink');
    expect(interestLabel('health-wellness')).toBe('Health & Wellness');
    expect(contentTypeLabel('short-video')).toBe('Short-form video');
  });

  it('writes a code no list knows as it is, hiding nothing', () => {
    expect(socialPlatformName('mastodon')).toBe('mastodon');
    expect(interestLabel('knitting')).toBe('knitting');
  });
});
