/**
 * The home details drawer (listing-detail-panel.tsx), loaded on demand ("heavy parts load on demand"). Its chunk (the
 * drawer, the equity plan and its table, the gallery: about 38 KB gzip) is not on the explore page's or "Your homes"
 * page's first load any more; it is fetched at the browser's first idle moment three seconds after the page shows, so
 * that opening a home is as quick as before, or when a home is opened.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { afterDelayWhenIdle } from '../../../lib/after-delay-when-idle';
import type { ListingDetailPanelProps } from './listing-detail-panel';

/** Fetches the drawer's chunk (the browser's module cache answers every call after the first). */
const loadPanel = () => import('./listing-detail-panel');

const Panel = lazy(() => loadPanel().then((module) => ({ default: module.ListingDetailPanel })));

/** How long after the page shows the drawer is fetched (at the browser's next idle moment), milliseconds. */
const PREFETCH_DELAY_MS = 3000;

/**
 * The drawer, once a home has first been opened (nothing until then); same props as ListingDetailPanel.
 * @returns the drawer in a Suspense boundary that shows nothing while its chunk arrives
 */
export function LazyListingDetailPanel(props: ListingDetailPanelProps) {
  // Rendered from the first opening on (the drawer itself then plays its opening transition).
  const { mounted } = useOverlayMount(props.home !== null);

  // A moment after the page shows, so that the chunk does not share the network with the page's own first
  // answers and pictures (an idle callback alone came while the homes were still on their way).
  useEffect(() => afterDelayWhenIdle(() => void loadPanel().catch(() => undefined), PREFETCH_DELAY_MS), []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
