import { describe, expect, it } from 'vitest';
import { parseContentRef } from './content-ref';

describe('parseContentRef (npm run ops)', () => {
  it('reads a content id', () => expect(parseContentRef('12')).toEqual({ contentId: 12 }));

  it("reads the media id of the creator's content URL, pasted whole", () => {
    expect(parseContentRef('http://localhost:3000/creator/content/34')).toEqual({ mediaId: 34 });
    expect(parseContentRef('/creator/content/34?x=1')).toEqual({ mediaId: 34 });
    expect(parseContentRef('m34')).toEqual({ mediaId: 34 });
  });

  it('refuses anything else', () => {
    expect(parseContentRef('abc')).toBeNull();
    expect(parseContentRef('12a')).toBeNull();
  });
});
