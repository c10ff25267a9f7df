/**
 * Plain-English text helpers shared by the server and the web app.
 */

/**
 * Lists items the en-GB way, "and" before the last one with no comma before it: `SO16`, `SO16 and LS6`,
 * `SO16, LS6 and M1`. Written out rather than with `Intl.ListFormat`: the first `Intl` object a browser tab
 * makes loads its locale data, about 45 ms here and four times that on a mid-range phone (decision record
 * 020).
 *
 * @param items the items, in order
 * @returns the list in words; empty for no items
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
