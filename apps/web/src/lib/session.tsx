/**
 * The session: the stored token, its role (lib/token-role.ts), the signed-in applicant (`me`) or co-applicant
 * (`coApplicant`), each network-only as spec §7 asks and only the one that matches the token (spec §6), and
 * logout (spec §4: clears the stored token, the cache and the analytics identity, then goes to /login), which
 * also signs the session out on the server (decision 030).
 *
 * Two providers make it, so that Apollo Client is not in what / and /login load before they show: SessionProvider, at
 * the root, holds the token and its role; ProfileProvider (lib/profile.tsx, under app/data-root.tsx with every page
 * that reads data) runs the profile query and adds `me` or `coApplicant`. On the landing page and /login, `me` and
 * `coApplicant` are undefined and `loading` is false.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { CoApplicantProfileQuery as CoApplicantResult, MeQuery as MeQueryResult } from '../gql/graphql';
import { analytics } from './analytics';
import { existingApolloClient, loadApolloClient } from './apollo-client';
import { clearApplicationDrafts } from './drafts';
import { type SessionRole, tokenRole } from './token-role';
import { clearToken, getToken, setToken, tokenKind } from './token-storage';

/** What the session offers to pages. */
export type Session = {
  /** The applicant's token; null when signed out or when the stored token is another kind's (a landlord's). */
  token: string | null;
  /** Whose session it is, read from the token: applicant or coApplicant; null when signed out. */
  role: SessionRole | null;
  /** The landlord's token when a landlord is signed in (their pages read `landlord` themselves), else null. */
  landlordToken: string | null;
  /** The signed-in user and application; undefined while loading, signed out, or for a co-applicant. */
  me: MeQueryResult['me'] | undefined;
  /** The signed-in co-applicant; undefined while loading, signed out, or for an applicant. */
  coApplicant: CoApplicantResult['coApplicant'] | undefined;
  loading: boolean;
  /** Stores a new token (after onboarding or sign-in) and loads the user. */
  signIn: (token: string) => Promise<void>;
  /**
   * Replaces the token of the same signed-in person (after a password change, whose answer is a new token
   * because older ones are refused), keeping the loaded data and the page as they are.
   */
  replaceToken: (token: string) => void;
  /**
   * Clears the token, the Apollo cache and the analytics identity, and signs the session out on the server
   * (`signOut`, decision 030; not awaited, ignored when it fails). The caller navigates to /login.
   */
  signOut: () => Promise<void>;
  /** Refetches `me`. */
  refetch: () => Promise<unknown>;
};

/** The token part of the session, at the root (no Apollo Client). */
export type TokenSession = Pick<
  Session,
  'token' | 'role' | 'landlordToken' | 'signIn' | 'replaceToken' | 'signOut'
> & {
  /** Forgets a token the server refused (UNAUTHENTICATED, NOT_FOUND, FORBIDDEN), without going anywhere. */
  expire: () => void;
};

const TokenSessionContext = createContext<TokenSession | null>(null);

/** The whole session, published by ProfileProvider (lib/profile.tsx) for the pages under it. */
export const ProfileSessionContext = createContext<Session | null>(null);

/** Provides the token part of the session to the app (the root; ProfileProvider adds the profile). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const role = tokenRole(token);
  const landlordToken = tokenKind(token) === 'landlord' ? token : null;

  const signIn = useCallback(async (newToken: string) => {
    setToken(newToken);
    setTokenState(newToken);
    await existingApolloClient()
      ?.resetStore()
      .catch(() => undefined);
  }, []);

  const replaceToken = useCallback((newToken: string) => {
    setToken(newToken);
    setTokenState(newToken);
  }, []);

  const signOut = useCallback(async () => {
    const signedIn = getToken();
    clearToken();
    setTokenState(null);
    clearApplicationDrafts();
    analytics.reset();
    await existingApolloClient()?.clearStore();
    // Not awaited: the token is forgotten either way (decision 030). Signing out happens on a page that read
    // data, so Apollo Client is loaded already.
    if (signedIn) {
      void Promise.all([loadApolloClient(), import('./apollo')]).then(([client, apollo]) =>
        apollo.signOutOnServer(client, signedIn),
      );
    }
  }, []);

  const expire = useCallback(() => {
    clearToken();
    clearApplicationDrafts();
    setTokenState(null);
  }, []);

  const value = useMemo<TokenSession>(
    // `token` is the applicant's or co-applicant's only: a landlord's stored token is `landlordToken`, so that no
    // page takes a landlord for a signed-in applicant (whose profile query would never run for them).
    () => ({ token: role ? token : null, role, landlordToken, signIn, replaceToken, signOut, expire }),
    [token, role, landlordToken, signIn, replaceToken, signOut, expire],
  );
  return <TokenSessionContext.Provider value={value}>{children}</TokenSessionContext.Provider>;
}

/** The token part of the session (ProfileProvider reads it). Must be used inside SessionProvider. */
export function useTokenSession(): TokenSession {
  const session = useContext(TokenSessionContext);
  if (!session) throw new Error('useTokenSession must be used inside SessionProvider');
  return session;
}

const resolved = () => Promise.resolve();

/**
 * The session. Inside ProfileProvider (every page that reads data) it is the whole session; on the pages
 * outside it (the landing page, /login) `me` and `coApplicant` are undefined and `loading` is false.
 * Must be used inside SessionProvider.
 */
export function useSession(): Session {
  const profile = useContext(ProfileSessionContext);
  const base = useContext(TokenSessionContext);
  const outside = useMemo<Session | null>(
    () =>
      base ? { ...base, me: undefined, coApplicant: undefined, loading: false, refetch: resolved } : null,
    [base],
  );
  if (profile) return profile;
  if (!outside) throw new Error('useSession must be used inside SessionProvider');
  return outside;
}
