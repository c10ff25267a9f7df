// First: zod's configuration, before any module of the app creates a schema (see zod-config.ts).
import './zod-config';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageNameFor } from './app/page-views';
import { routes } from './app/router';
import { startErrorReporting } from './lib/error-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
// The first render is a transition, so React renders it in slices of a few milliseconds and yields to the
// browser between them, instead of one long task (Lighthouse's Total Blocking Time on a mid-range phone; decision
// record 020).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// Sentry, when VITE_SENTRY_DSN is set, loads once the browser is idle after this first render (a build
// without it has none of this code).
if (import.meta.env.VITE_SENTRY_DSN) {
  void startErrorReporting({ pageNameOf: (pathname) => pageNameFor(routes, pathname) });
}
