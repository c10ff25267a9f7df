/**
 * Mantine's autosizing Textarea (the decision card's reason, the promotion's text and terms) listens to
 * `document.fonts`, which happy-dom leaves out: the console's component tests give it one that does nothing.
 */

/** Gives `document.fonts` listeners that do nothing, when the test's document has none; returns nothing. */
export function stubDocumentFonts(): void {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
