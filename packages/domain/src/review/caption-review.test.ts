import { describe, expect, it } from 'vitest';
import { reviewCaption } from './caption-review';

const req = {
  requires_caption: true,
  required_hashtags: ['glow', '#ad'],
  required_screen_names: ['GlowBotanics'],
};

describe('reviewCaption', () => {
  it('marks the required tags it finds, case-insensitive, and lists the missing ones', () => {
    const r = reviewCaption('Loving it #Glow #summer @glowbotanics.', req);
    expect(r.segments).toEqual([
      { kind: 'text', text: 'Loving it ', required: false },
      { kind: 'hashtag', text: '#Glow', required: true },
      { kind: 'text', text: ' ', required: false },
      { kind: 'hashtag', text: '#summer', required: false },
      { kind: 'text', text: ' ', required: false },
      { kind: 'mention', text: '@glowbotanics', required: true },
      { kind: 'text', text: '.', required: false },
    ]);
    expect(r.missing).toEqual(['#ad']);
    expect(r.message).toBe('Missing: #ad');
  });

  it('misses nothing when the campaign requires no caption', () => {
    expect(reviewCaption('', { ...req, requires_caption: false }).missing).toEqual([]);
  });
});
