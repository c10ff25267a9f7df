/** The app's password field marks its input invalid for assistive technology while it shows an error. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('sets aria-invalid on the input while it shows an error, tied to the error text', () => {
    renderWithMantine(<PasswordInput label="Current password" error="Enter your current password" />);
    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your current password');
  });

  it('leaves aria-invalid off without an error', () => {
    renderWithMantine(<PasswordInput label="Current password" />);
    expect(screen.getByLabelText('Current password').hasAttribute('aria-invalid')).toBe(false);
  });
});
