/**
 * A pending hosted check updates by itself: asked for at once, then every 5 seconds while the page is visible, and no
 * more once it settles.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_POLL_INTERVAL_MS, PENDING_POLL_LIMIT_MS, useRefreshOnReturn } from './use-refresh-on-return';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('useRefreshOnReturn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('asks at once and then every 5 seconds while pending and visible, and stops when the check settles', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ pending }) => useRefreshOnReturn(pending, refresh), {
      initialProps: { pending: true },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);

    // Hidden (another tab in front): no polling.
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(3);
    // Back to the tab: asks at once.
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(4);

    rerender({ pending: false });
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('never asks twice at once, and stops polling after the limit', async () => {
    let resolve: () => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    renderHook(() => useRefreshOnReturn(true, refresh));
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
    resolve();
    await vi.advanceTimersByTimeAsync(PENDING_POLL_LIMIT_MS + PENDING_POLL_INTERVAL_MS);
    const calls = refresh.mock.calls.length;
    resolve();
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(calls);
  });

  it('asks nothing while no check is pending', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    renderHook(() => useRefreshOnReturn(false, refresh));
    await vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
  });
});
