import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentProblem, splitComments } from './review-comments';

describe('a reviewer’s comments to the creator', () => {
  it('are the paragraphs of the box, separated by an empty line', () => {
    expect(splitComments('Love it!\n\n  Could you mention the SPF?  \n\n\n')).toEqual([
      'Love it!',
      'Could you mention the SPF?',
    ]);
  });

  it('need at least one comment', () => {
    expect(commentProblem('  \n\n ')).toBe('Please write at least one comment for the creator.');
  });

  it('are at most 2,000 characters each, and the reviewer is told before sending', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000);
    expect(commentProblem('a'.repeat(2000))).toBeNull();
    expect(commentProblem(`ok\n\n${'a'.repeat(2001)}`)).toBe(
      'Each comment can be at most 2,000 characters; one has 2,001. Shorten it or split it with an empty line.',
    );
  });

  it('are at most 20 at once', () => {
    expect(commentProblem(Array.from({ length: 21 }, (_, i) => `c${i}`).join('\n\n'))).toBe(
      'At most 20 comments at once; this has 21.',
    );
  });
});
