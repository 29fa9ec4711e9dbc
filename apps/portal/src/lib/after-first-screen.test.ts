import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen', () => {
  it('runs the work after the delay, at the next idle time', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const work = vi.fn();
    afterFirstScreen(work, 1000);

    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the delay', () => {
    vi.useFakeTimers();
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const work = vi.fn();

    afterFirstScreen(work, 1000)();
    vi.advanceTimersByTime(2000);
    expect(work).not.toHaveBeenCalled();

    const cancel = afterFirstScreen(work, 1000);
    vi.advanceTimersByTime(1000);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterFirstScreen(work, 1000);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
