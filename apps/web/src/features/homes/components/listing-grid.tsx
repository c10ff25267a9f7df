/**
 * A responsive grid of listing cards (1 column on phones, 2 from 36em, 3 from 62em) that keeps only the rows
 * near the screen in the page ("never render hundreds of cards at once"; decision 020).
 *
 * How: window virtualisation with @tanstack/react-virtual's `useWindowVirtualizer`, as the page scrolls in
 * the window, not in a box. The virtualiser counts rows of N cards, N being the grid's column count at the
 * current width (the same breakpoints as listing-grid.module.css, through Mantine's `useMatches`), so every row
 * is a real CSS grid row and cards line up as before. Rows are measured (`measureElement` on each row's first
 * card, which the grid stretches to the row's height), because card heights vary with the address and the
 * badges; rows not yet drawn count at an estimate from the column width. The list stays one
 * `<ul aria-label="Homes">` of `<li>`s (no wrappers), and each `<li>` says where it is in the whole list
 * (aria-posinset, aria-setsize: "12 of 424"). The rows above and below the drawn ones are two spacers, the
 * list's ::before and ::after (their heights in CSS variables), so that the browser's scroll anchoring keeps
 * what is on screen still when a row above it is first measured (see browserAnchorsScroll). Two rows are drawn
 * beyond each edge of the screen (overscan), so Tab always has a next card to go to: the browser scrolls the
 * focused card into view and the next rows are drawn. `scrollMargin` is the list's distance from the top of
 * the document (it starts below the page's header and controls), measured after layout and again whenever the
 * page's size changes. The first render draws only what fits in the window (`initialRect`), at most a dozen
 * cards; in tests without layout (happy-dom measures every element as 0 px high) rows keep their estimated
 * height, so the first rows still render.
 *
 * Filtering, sorting and counting stay with the caller (the explore page asks the server for one page at a time
 * and adds the next pages to `homes`). Give the grid a new `key` when the search changes, so that it measures the
 * new rows afresh.
 */
import { useMatches } from '@mantine/core';
import {
  measureElement,
  useWindowVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Home } from '../lib/types';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import classes from './listing-grid.module.css';

/** How many rows of cards are drawn beyond the top and the bottom of the screen (keyboard Tab's next row). */
export const LISTING_ROW_OVERSCAN = 2;

/** The space between rows, pixels, until it is read from the grid's style (Mantine's `md` spacing). */
const DEFAULT_ROW_GAP = 16;
/** A card's height below its 4:3 picture (price, facts, address, costs), pixels: for estimates only. */
const CARD_TEXT_HEIGHT = 235;

/** Props of the grid. */
export type ListingGridProps = {
  homes: readonly Home[];
  onOpen: (home: Home) => void;
  /** The applicant's budget, whole pounds (cards say "Within your budget"). */
  budget?: number | null;
  /** How many homes the whole list has when only some pages are loaded (each card's aria-setsize). */
  total?: number;
};

/**
 * Shows the homes in a virtualised grid (see the file's comment).
 * @returns a `<ul aria-label="Homes">` holding the cards of the rows on and near the screen
 */
export function ListingGrid({ homes, onOpen, budget, total: wholeList }: ListingGridProps) {
  // Read at once, not in an effect: the first render must already cut rows of the right width.
  const columns = useMatches({ base: 1, xs: 2, md: 3 }, { getInitialValueInEffect: false });
  const listRef = useRef<HTMLUListElement>(null);
  const geometry = useListGeometry(listRef);
  const rowCount = Math.ceil(homes.length / columns);

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: rowCount,
    estimateSize: () => estimateRowHeight(geometry.width, columns, geometry.rowGap),
    // Rows are keyed by the column count: cut at another width, a row's measured height no longer holds.
    getItemKey: useCallback((row: number) => `${columns}:${row}`, [columns]),
    overscan: LISTING_ROW_OVERSCAN,
    scrollMargin: geometry.top,
    gap: geometry.rowGap,
    initialRect: windowRect(),
    observeElementRect: observeWindowRectAfterLayout,
    measureElement: measureRow,
    scrollToFn: scrollWindowAfterAttaching,
  });

  if (browserAnchorsScroll()) virtualizer.shouldAdjustScrollPositionOnItemSizeChange = leaveScrollAlone;
  const rows = virtualizer.getVirtualItems();
  const listStart = virtualizer.options.scrollMargin;
  const before = rows.length > 0 ? rows[0].start - listStart : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - (rows[rows.length - 1].end - listStart) : 0;
  const total = Math.max(wholeList ?? 0, homes.length);

  return (
    <ul
      ref={listRef}
      className={`${classes.grid} ${classes.virtual}`}
      aria-label="Homes"
      style={
        { '--listing-space-before': `${before}px`, '--listing-space-after': `${after}px` } as CSSProperties
      }
    >
      {rows.flatMap((row) =>
        homes.slice(row.index * columns, (row.index + 1) * columns).map((home, column) => {
          const first = column === 0;
          return (
            <li
              key={home.id}
              // The first card of a row stands for the row: the grid stretches it to the row's height.
              data-index={first ? row.index : undefined}
              ref={first ? virtualizer.measureElement : undefined}
              aria-setsize={total}
              aria-posinset={row.index * columns + column + 1}
            >
              <ListingCard home={home} onOpen={onOpen} budget={budget} />
            </li>
          );
        }),
      )}
    </ul>
  );
}

/** Where the list is and how wide, read from the page after layout. */
type ListGeometry = {
  /** The list's top from the top of the document, pixels (the virtualiser's scrollMargin). */
  top: number;
  /** The list's inner width, pixels (0 until laid out). */
  width: number;
  /** The grid's row gap, pixels. */
  rowGap: number;
};

/**
 * Reads the list's place in the document after layout, and again whenever the page's size changes (content
 * above the list growing, a new window width, the list's own rows being measured).
 * The document offset is used rather than `offsetTop`, which counts only from the nearest positioned ancestor.
 * It is read in the ResizeObserver's callbacks, which the browser calls right after its own layout (the first
 * one as soon as it observes), not in a layout effect: reading it there made the browser lay out the whole new
 * page inside React's commit (decision 040). Until then the list counts as at the top, full width.
 */
function useListGeometry(ref: RefObject<HTMLElement | null>): ListGeometry {
  const [geometry, setGeometry] = useState<ListGeometry>({ top: 0, width: 0, rowGap: DEFAULT_ROW_GAP });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const read = () => {
      const next: ListGeometry = {
        top: Math.round(list.getBoundingClientRect().top + window.scrollY),
        width: list.clientWidth,
        rowGap: Number.parseFloat(getComputedStyle(list).rowGap) || DEFAULT_ROW_GAP,
      };
      setGeometry((previous) =>
        previous.top === next.top && previous.width === next.width && previous.rowGap === next.rowGap
          ? previous
          : next,
      );
    };
    if (typeof ResizeObserver === 'undefined') {
      read();
      return;
    }
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return geometry;
}

/**
 * A row's estimated height before it is drawn: a card's 4:3 picture at the column's width plus its text.
 * @param width the list's width, pixels (0 before layout: the window's width stands in)
 * @returns pixels, without the gap below the row
 */
function estimateRowHeight(width: number, columns: number, gap: number): number {
  const listWidth = width > 0 ? width : typeof window === 'undefined' ? 1024 : window.innerWidth;
  const columnWidth = (listWidth - gap * (columns - 1)) / columns;
  return Math.round((columnWidth * 3) / 4 + CARD_TEXT_HEIGHT);
}

/**
 * Tells the virtualiser the window's size, as its default (`observeWindowRect`) does, but reads it first once the
 * browser has laid the page out (a ResizeObserver's first callback, which comes right after the browser's own
 * layout) rather than at once: the default reads `innerWidth` in a layout effect, and a read in the next animation
 * frame (before that frame's layout) did the same, each making the browser lay out the whole new page for it
 * (decision 040). Until then the virtualiser has `initialRect`, read while rendering. Later reads follow the
 * window's resize events, as by default.
 */
function observeWindowRectAfterLayout(
  instance: Virtualizer<Window, HTMLLIElement>,
  onRect: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const win = instance.scrollElement;
  if (!win) return undefined;
  const read = () => onRect({ width: win.innerWidth, height: win.innerHeight });
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
  if (observer) observer.observe(win.document.documentElement);
  else read();
  win.addEventListener('resize', read, { passive: true });
  return () => {
    observer?.disconnect();
    win.removeEventListener('resize', read);
  };
}

/** The virtualisers that have attached to the window (scrollWindowAfterAttaching). */
const attached = new WeakSet<object>();

/**
 * Scrolls the window as the virtualiser's default (`windowScroll`) does, except for the write the virtualiser
 * makes as it first attaches to the window: a scroll to its initial offset, 0, with no adjustment and no
 * behaviour. That write made the browser lay out the whole new page inside React's commit (55-80 ms of the explore
 * page's main-thread work at 4x CPU slowdown, the same forced layout as decision 040's), and would have moved a
 * page the browser had already scrolled back to the top. The virtualiser reads the real offset at the next scroll
 * event.
 */
const scrollWindowAfterAttaching: VirtualizerOptions<Window, HTMLLIElement>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const first = !attached.has(instance);
  attached.add(instance);
  if (first && offset === 0 && !options.adjustments && !options.behavior) return;
  windowScroll(offset, options, instance);
};

/** The window's size now, for the virtualiser's first render (it reads the window itself after mounting). */
function windowRect() {
  if (typeof window === 'undefined') return { width: 0, height: 0 };
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Measures a drawn row (its first card's height) as the virtualiser does, with two differences:
 * - When a row is first attached (no ResizeObserver entry yet), it keeps the size the row already counts at
 *   (measured before, or estimated) instead of reading the element's height: that read would make the browser
 *   lay out the whole new page inside React's commit, one long task (45-50 ms of the explore page's blocking time at
 *   4x). The virtualiser observes every row it draws, and the ResizeObserver reports the real height right after the
 *   browser's own layout, before the frame is painted.
 * - It keeps the estimate when the element measures 0 px: a row of cards is never empty, so 0 means no layout
 *   (happy-dom, a hidden page), and rows of 0 px would all sit at the list's top and be drawn at once.
 */
function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLLIElement>,
): number {
  const index = instance.indexFromElement(element);
  if (!entry && typeof ResizeObserver !== 'undefined') {
    return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
  }
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(index);
}

/**
 * Whether the browser keeps what is on screen still when content above it changes size (CSS scroll anchoring:
 * Chrome, Edge, Firefox; not Safari). Where it does, the virtualiser leaves the scroll alone when a row above
 * the screen is first measured: its own correction is a scroll of the window, which would stop a smooth scroll
 * under way (Home, End, Page Up) partway, whereas the browser's anchoring adjusts it. In Safari, which has no
 * scroll anchoring, the virtualiser corrects the scroll itself, as by default.
 */
function browserAnchorsScroll(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('overflow-anchor', 'auto')
  );
}

/** The virtualiser's answer to "correct the scroll for this row's new size?" where the browser anchors: no. */
const leaveScrollAlone = () => false;

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
