/** A wrapped action runs once at a time: a double click sends one request. */
import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { useAsyncAction } from './use-async-action';

function SubmitButton({ request }: { request: () => Promise<void> }) {
  const submit = useAsyncAction(request);
  return (
    <Button loading={submit.running} onClick={() => void submit.run()}>
      Submit
    </Button>
  );
}

describe('useAsyncAction', () => {
  it('ignores calls while the action runs, shows it loading, and runs again once it has settled', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const request = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithMantine(<SubmitButton request={request} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('data-loading')).toBe('true');
    await act(async () => settle());
    expect(button.hasAttribute('data-loading')).toBe(false);
    await user.click(button);
    expect(request).toHaveBeenCalledTimes(2);
  });
});
