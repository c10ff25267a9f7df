/**
 * "Before you submit" says what is true: a home can be submitted for review once the application is submitted,
 * not only once it is approved.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { SubmitDisclaimerPage } from './submit-disclaimer-page';

vi.mock('../hooks/use-application', () => ({
  useApplication: () => ({
    application: {
      submitted: false,
      nextStep: { kind: 'ReadyToSubmit', id: null, path: null },
      budgetLimits: [],
    },
    error: undefined,
    refetch: () => undefined,
  }),
}));
vi.mock('../components/application-page-shell', () => ({
  ApplicationPageShell: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

describe('SubmitDisclaimerPage', () => {
  it('says a home can be submitted while the application is reviewed, not once it is approved', () => {
    renderWithMantine(
      <MemoryRouter>
        <SubmitDisclaimerPage />
      </MemoryRouter>,
    );
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('Meanwhile you can submit a home for review');
    expect(text).not.toMatch(/approved[^.]*submit a home/);
  });
});
