/** The session token, kept in browser local storage (spec §3: "The session token is kept in browser local storage"). */

const KEY = 'stairway.token';

/** The stored session token, or null. */
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Stores the session token. */
export function setToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

/** Removes the session token. */
export function clearToken(): void {
  window.localStorage.removeItem(KEY);
}
