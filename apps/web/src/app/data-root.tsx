/**
 * The layout route around every page that reads or writes data (app/router.tsx): Apollo Client, the profile
 * part of the session (lib/profile.tsx) and Mantine's modals. It is a chunk of its own, loaded with the first
 * such page, so that the landing page and /login show without Apollo Client (at most 150 KB of JavaScript before / and
 * /login show).
 */
import { ApolloProvider } from '@apollo/client/react';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { getOrCreateApolloClient } from '../lib/apollo-client';
import { ProfileProvider } from '../lib/profile';

/**
 * The confirm dialogs' modal (Mantine's ModalsProvider) is not put in a portal: it is in the page, before the
 * pages under it, as a fixed layer above them all the same. The provider keeps its one modal mounted while closed,
 * and a portal, when it mounts, updates its state while React commits, which makes React run all of a page's
 * effects in that commit's task (decision 042).
 */
const MODAL_PROPS = { withinPortal: false } as const;

/** Provides Apollo Client, the profile and modals to the pages under it. */
export function DataRoot() {
  const client = getOrCreateApolloClient(() => createApolloClient());
  return (
    <ApolloProvider client={client}>
      <ProfileProvider>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} modalProps={MODAL_PROPS}>
          <Outlet />
        </ModalsProvider>
      </ProfileProvider>
    </ApolloProvider>
  );
}
