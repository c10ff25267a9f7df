/**
 * A responsive grid of listing cards (1 column on phones, 2 on tablets, 3 on desktop) that renders the
 * first 12 and then 24 more each time the user scrolls near the end (or presses "Show more homes"), so
 * thousands of homes never render at once. Give it a new `key` when the list changes to start again from the top.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { Home } from '../lib/types';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import classes from './listing-grid.module.css';

/**
 * How many cards are rendered at first: a screen or two on a desktop, four screens on a phone (issue 14: the
 * first render of the explore page is most of its main-thread work, so it draws what can be seen first).
 */
export const LISTING_FIRST_PAGE_SIZE = 12;
/** How many cards are added each time the end of the list comes near, or "Show more homes" is pressed. */
export const LISTING_PAGE_SIZE = 24;

/** Props of the grid. */
export type ListingGridProps = {
  homes: readonly Home[];
  onOpen: (home: Home) => void;
  budget?: number | null;
};

/** Shows the homes, a page at a time. */
export function ListingGrid({ homes, onOpen, budget }: ListingGridProps) {
  const [visible, setVisible] = useState(LISTING_FIRST_PAGE_SIZE);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '600px 0px' });
  const hasMore = visible < homes.length;

  useEffect(() => {
    if (entry?.isIntersecting && hasMore) setVisible((v) => v + LISTING_PAGE_SIZE);
  }, [entry, hasMore]);

  return (
    <Stack gap="lg">
      <ul className={classes.grid} aria-label="Homes">
        {homes.slice(0, visible).map((home) => (
          <li key={home.id}>
            <ListingCard home={home} onOpen={onOpen} budget={budget} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Stack align="center" gap="xs" ref={ref}>
          <Text fz="sm" c="dimmed" className="tabular-nums">
            Showing {visible.toLocaleString('en-GB')} of {homes.length.toLocaleString('en-GB')} homes
          </Text>
          <Button variant="default" onClick={() => setVisible((v) => v + LISTING_PAGE_SIZE)}>
            Show more homes
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Skeleton cards in the same grid, while homes load. */
export function ListingGridSkeleton({
  count = 6,
  label = 'Loading homes',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div className={classes.grid} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
