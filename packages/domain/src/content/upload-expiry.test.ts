import { describe, expect, it } from 'vitest';
import { abandonedUploadCutoff, UNFINISHED_UPLOAD_TTL_MS } from './upload-expiry';

const now = new Date('2026-03-10T12:00:00Z');

describe('abandonedUploadCutoff', () => {
  it.each([
    ['started a minute ago', '2026-03-10T11:59:00Z', false],
    ['started 23 h 59 min ago', '2026-03-09T12:01:00Z', false],
    ['started exactly 24 h ago', '2026-03-09T12:00:00Z', false],
    ['started 24 h and a second ago', '2026-03-09T11:59:59Z', true],
    ['started three days ago', '2026-03-07T12:00:00Z', true],
  ])('an unfinished upload %s (%s) is abandoned: %s', (_label, startedAt, abandoned) => {
    expect(new Date(startedAt) < abandonedUploadCutoff(now)).toBe(abandoned);
  });

  it('is the TTL before now', () => {
    expect(now.getTime() - abandonedUploadCutoff(now).getTime()).toBe(UNFINISHED_UPLOAD_TTL_MS);
    expect(abandonedUploadCutoff(now).toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });
});
