/** Things a server makes the first time a request needs them, not when it starts (decision 079). */

/**
 * Wraps an asynchronous maker so that it runs once, when the returned function is first called: for a library
 * loaded with `import()` and the client made from it. Every later call gets the same promise; a maker that
 * fails is tried again by the next call rather than failing for the life of the process.
 * @param make loads and makes the thing
 * @returns a function that gives the one thing, making it the first time
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
