/**
 * Drafts of the application's forms, kept in the tab's session storage while typed and not yet saved
 * (features/application/hooks/use-unsaved-changes.ts). They may hold personal answers (About you's National Insurance
 * number), so signing out or a session ending clears them (clearApplicationDrafts).
 */

/** The session-storage prefix of the application's drafts. */
export const APPLICATION_DRAFT_PREFIX = 'stairway.application.draft.';

/**
 * Removes every application draft from this tab's session storage. Does nothing where storage is unavailable.
 * @returns the number of drafts removed
 */
export function clearApplicationDrafts(): number {
  if (typeof window === 'undefined') return 0;
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(APPLICATION_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
    return keys.length;
  } catch {
    return 0;
  }
}
