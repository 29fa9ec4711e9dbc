import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, including concurrent first callers', async () => {
    let loads = 0;
    const get = loadOnce(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([get(), get()]);
    const c = await get();
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const get = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('loaded');
    expect(calls).toBe(2);
  });
});
