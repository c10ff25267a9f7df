/**
 * Reading what a person sees of a form in component tests: a field's error next to it (the text its
 * `aria-describedby` names, as a screen reader reads it with the field), and the alerts of the page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The schemas load on first use, which in a test's transform can take a second or two. */
const WAIT = { timeout: 5000 };

/** The text of the elements describing `element` (aria-describedby): its description and its error. */
export function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * Waits until the field named `label` is marked invalid and says `message` next to it.
 * @returns the field
 */
export async function expectFieldError(label: string | RegExp, message: string): Promise<HTMLElement> {
  await waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid'), `${String(label)} is marked invalid`).toBe('true');
    expect(describedBy(field), `what describes ${String(label)}`).toContain(message);
  }, WAIT);
  return screen.getByLabelText(label);
}

/**
 * Waits until the field named `label` says `message` next to it (what describes it), whether or not it is
 * marked `aria-invalid` (Mantine's PasswordInput does not mark its input).
 * @returns the field
 */
export async function expectFieldMessage(label: string | RegExp, message: string): Promise<HTMLElement> {
  await waitFor(
    () =>
      expect(describedBy(screen.getByLabelText(label)), `what describes ${String(label)}`).toContain(message),
    WAIT,
  );
  return screen.getByLabelText(label);
}

/** Expects the field named `label` not to be marked invalid. */
export function expectNoFieldError(label: string | RegExp): void {
  expect(screen.getByLabelText(label).getAttribute('aria-invalid')).not.toBe('true');
}

/**
 * Waits for an alert (`role="alert"`) saying `text`.
 * @returns the alert
 */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .queryAllByRole('alert')
      .find((alert) =>
        typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? ''),
      );
    expect(found, `an alert saying ${String(text)}`).toBeDefined();
  }, WAIT);
  return found as HTMLElement;
}

/**
 * Types `value` into the field named `label` at once (as pasting would), and leaves it: quicker than typing
 * each character, which these tests do not need.
 * @returns the field
 */
export function fill(label: string | RegExp, value: string): HTMLElement {
  const field = screen.getByLabelText(label);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}
