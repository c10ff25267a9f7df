/**
 * Set-up of the web Vitest projects (happy-dom): unmounts what each test rendered, clears storage, and lets
 * Testing Library's waits last as long as a loaded machine needs. Runs before each test file; the `web` project
 * shares one window between the files of a worker (`isolate: false`), so each file also starts at `/` with an
 * empty page.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 10 s, not Testing Library's 1 s: on CI's loaded 2-core machine a mocked
// answer has taken longer than a second to render (an ops review test failed so), and a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });

window.history.replaceState(null, '', '/');
document.title = '';
document.body.innerHTML = '';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
