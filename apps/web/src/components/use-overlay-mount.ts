/**
 * Mounts an overlay (a Mantine Drawer, Modal or Popover dropdown) only once it is first opened (seen in Lighthouse on
 * /dashboard and the explore page). Mantine renders a closed Drawer or Modal all the same: its Portal adds a node to
 * the body in a layout effect and then renders again at once, at React's synchronous priority, so every closed sheet on
 * a page (the mobile menu, each info button's sheet, the home details) added to the page's longest task. Mounted on
 * first use instead, a page pays for the overlays someone opens.
 *
 * The overlay is first rendered closed and opened one render later (also when it is first rendered open), so
 * Mantine's opening transition still plays (a Transition first rendered open shows at once). Once mounted it
 * stays mounted: closing animates as before and reopening costs nothing more.
 */
import { useEffect, useState } from 'react';

/** What to render: whether the overlay is in the page yet, and the `opened` to give it. */
export type OverlayMount = {
  /** False until the overlay is first opened: render nothing (or no portal) until then. */
  mounted: boolean;
  /** The overlay's `opened`: the caller's, one render late on the first opening. */
  opened: boolean;
};

/**
 * @param opened whether the overlay should be open
 * @returns whether to render it, and the `opened` to pass it
 */
export function useOverlayMount(opened: boolean): OverlayMount {
  const [mounted, setMounted] = useState(opened);
  // Not ready on the first render even when mounted open (a drawer loaded on demand when a home is opened):
  // the overlay is rendered closed once, so that it opens with its transition.
  const [ready, setReady] = useState(false);
  // Set while rendering (React's pattern for state derived from props), so the first opening renders the
  // overlay closed at once, without waiting for an effect.
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted && !ready) setReady(true);
  }, [mounted, ready]);
  return { mounted, opened: opened && ready };
}
