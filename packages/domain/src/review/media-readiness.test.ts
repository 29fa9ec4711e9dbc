import { describe, expect, it } from 'vitest';
import { approvalBlockedByMedia } from './media-readiness';

describe('approvalBlockedByMedia', () => {
  it('lets ready media be approved and says why processing or failed media may not', () => {
    expect(approvalBlockedByMedia('ready')).toBeNull();
    expect(approvalBlockedByMedia('processing')).toMatch(/still processing/);
    expect(approvalBlockedByMedia('failed')).toMatch(/could not be processed/);
  });
});
