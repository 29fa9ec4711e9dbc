import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { assertClosable, campaignStatusOf, lifecycleOfStatus } from './lifecycle';

describe('campaign lifecycle and the status creators read', () => {
  it.each([
    ['draft', false, 0],
    ['draft', true, 0],
    ['published', true, 1],
    ['published', false, 2],
    ['closed', true, 3],
  ] as const)('%s, open to requests %s → status %i', (lifecycle, open, status) => {
    expect(campaignStatusOf(lifecycle, open)).toBe(status);
    expect(lifecycleOfStatus(status)).toBe(lifecycle);
  });

  it('a draft cannot be closed; a published or closed campaign can', () => {
    expect(() => assertClosable('draft')).toThrow(AppError);
    expect(() => assertClosable('published')).not.toThrow();
    expect(() => assertClosable('closed')).not.toThrow();
  });
});
