/** useOverlayMount: nothing until first opened; then rendered closed, opened a render later, and kept. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverlayMount } from './use-overlay-mount';

describe('useOverlayMount', () => {
  it('leaves a closed overlay out of the page', () => {
    const { result } = renderHook(({ opened }) => useOverlayMount(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toEqual({ mounted: false, opened: false });
  });

  it('mounts it closed on the first opening, opens it after, and keeps it mounted once closed', () => {
    const seen: Array<{ mounted: boolean; opened: boolean }> = [];
    const { result, rerender } = renderHook(
      ({ opened }) => {
        const state = useOverlayMount(opened);
        seen.push(state);
        return state;
      },
      { initialProps: { opened: false } },
    );
    act(() => rerender({ opened: true }));
    expect(seen).toContainEqual({ mounted: true, opened: false });
    expect(result.current).toEqual({ mounted: true, opened: true });
    act(() => rerender({ opened: false }));
    expect(result.current).toEqual({ mounted: true, opened: false });
  });

  it('renders an overlay that is open from the start closed once, then open', () => {
    const seen: Array<{ mounted: boolean; opened: boolean }> = [];
    const { result } = renderHook(
      ({ opened }) => {
        const state = useOverlayMount(opened);
        seen.push(state);
        return state;
      },
      { initialProps: { opened: true } },
    );
    expect(seen[0]).toEqual({ mounted: true, opened: false });
    expect(result.current).toEqual({ mounted: true, opened: true });
  });
});
