/**
 * The pipeline viewer's session (spec §6 "The pipeline viewer signs in with e-mail and password and receives a
 * token. The pipeline panel requires that token."): kept in local storage under its own key, apart from an
 * applicant's token, and sent only by the pipeline's own Apollo client.
 */

const KEY = 'stairway.pipelineToken';

/** The stored pipeline token, or null. */
export function getPipelineToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Stores the pipeline token. */
export function setPipelineToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

/** Forgets the pipeline token (signing out, or when the server no longer accepts it). */
export function clearPipelineToken(): void {
  window.localStorage.removeItem(KEY);
}
