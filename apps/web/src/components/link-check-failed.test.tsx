/** The card of an e-mailed link whose check failed: what it says, and "Try again". */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { LinkCheckFailed } from './link-check-failed';

describe('LinkCheckFailed', () => {
  it('says the link is not used up, and checks it again on "Try again"', () => {
    const onRetry = vi.fn();
    renderWithMantine(<LinkCheckFailed onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: "We couldn't check your link" })).toBeTruthy();
    expect(screen.getByText(/Your link has not been used up/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
