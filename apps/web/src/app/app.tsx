/** The root component: providers and the router. */
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../lib/apollo';
import { SessionProvider } from '../lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** The app with its providers. */
export function App() {
  const [client] = useState(createApolloClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Placed below the top bar by global.css, so a toast never covers the header or the navigation. */}
      <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
        <ApolloProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
