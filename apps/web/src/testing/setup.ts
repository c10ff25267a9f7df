/**
 * Set-up of the web Vitest project (happy-dom): unmounts what each test rendered, and gives the browser APIs
 * Mantine reads that happy-dom leaves out.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
