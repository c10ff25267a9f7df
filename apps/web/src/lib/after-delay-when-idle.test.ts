/** afterDelayWhenIdle: after the delay, at the next idle moment (or at once without idle callbacks); cancellable. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDelayWhenIdle } from './after-delay-when-idle';

describe('afterDelayWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for an idle moment once the delay is over, with the given longest wait', () => {
    const idleCallbacks: Array<{ callback: () => void; options?: IdleRequestOptions }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
      idleCallbacks.push({ callback, options });
      return idleCallbacks.length;
    });
    const run = vi.fn();
    afterDelayWhenIdle(run, 3000, 1000);
    vi.advanceTimersByTime(2999);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.options).toEqual({ timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
    idleCallbacks[0]?.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs straight after the delay where there are no idle callbacks, and not at all once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    afterDelayWhenIdle(run, 500);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterDelayWhenIdle(cancelled, 500);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
