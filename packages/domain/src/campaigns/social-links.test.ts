import { describe, expect, it } from 'vitest';
import { displayTag, hashtagUrl, screenNameUrl } from './social-links';

describe('hashtagUrl', () => {
  it.each([
    ['instagram_image', '#GlowBotanics', 'https://www.instagram.com/explore/tags/GlowBotanics/'],
    ['instagram_video', 'ad', 'https://www.instagram.com/explore/tags/ad/'],
    ['tiktok', '#UrbanBrew', 'https://www.tiktok.com/tag/UrbanBrew'],
    ['youtube_video', '#Loop30', 'https://www.youtube.com/hashtag/loop30'],
  ] as const)('%s %s → %s', (platform, tag, url) => {
    expect(hashtagUrl(platform, tag)).toBe(url);
  });
});

describe('screenNameUrl', () => {
  it.each([
    ['instagram_image', '@glowbotanics', 'https://www.instagram.com/glowbotanics/'],
    ['tiktok', 'urbanbrew', 'https://www.tiktok.com/@urbanbrew'],
    ['youtube_video', '@loopfitness', 'https://www.youtube.com/@loopfitness'],
    ['snapchat_video', '@snap', 'https://www.snapchat.com/add/snap'],
  ] as const)('%s %s → %s', (platform, name, url) => {
    expect(screenNameUrl(platform, name)).toBe(url);
  });

  it('encodes what a URL cannot hold', () => {
    expect(screenNameUrl('instagram_image', '@a b')).toBe('https://www.instagram.com/a%20b/');
  });
});

describe('displayTag', () => {
  it('shows one sign whether stored with it or not', () => {
    expect(displayTag('ad', '#')).toBe('#ad');
    expect(displayTag('##ad', '#')).toBe('#ad');
    expect(displayTag('@glow', '@')).toBe('@glow');
  });
});
