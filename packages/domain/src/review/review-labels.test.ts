import { describe, expect, it } from 'vitest';
import { CONTENT_ACTIONS, ENTRY_ACTIONS } from '../content/transitions';
import { reviewActionLabel } from './review-labels';

describe('reviewActionLabel', () => {
  it('names every step of a content audit trail in words, how the content came in included', () => {
    for (const action of [...ENTRY_ACTIONS, ...CONTENT_ACTIONS]) {
      expect(reviewActionLabel(action), action).not.toMatch(/_/);
    }
    expect(reviewActionLabel('submit_content')).toBe('Content submitted');
    expect(reviewActionLabel('submit_post')).toBe('Post submitted');
    expect(reviewActionLabel('submit_video')).toBe('Video submitted');
  });
});
