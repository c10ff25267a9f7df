/**
 * The additional information of a home found elsewhere is saved as it is typed (so that the chain answer, the link and
 * "Anything else" are not lost on Back, as the page promises "saved as you go"): a moment after a change, and at once
 * when the form goes away (Back), with any answer still being typed left out.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { HomeAdditionalInfoForm } from './home-additional-info-form';

// Mantine's autosizing textarea listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

const home = { id: 'h', chain: null, link: null, additionalInfo: null } as unknown as HomeSubmission;

function setUp() {
  const onAutosave = vi.fn(async () => undefined);
  const view = renderWithMantine(
    <HomeAdditionalInfoForm
      formId="f"
      home={home}
      onSave={vi.fn(async () => undefined)}
      onProblem={vi.fn()}
      onAutosave={onAutosave}
    />,
  );
  return { onAutosave, view };
}

describe('HomeAdditionalInfoForm saves as you go', () => {
  it('saves the chain answer and "Anything else" a moment after they change, and says so', async () => {
    const user = userEvent.setup();
    const { onAutosave } = setUp();
    expect(screen.getByText('Your answers are saved as you go.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Vacant, no chain');
    await waitFor(() =>
      expect(onAutosave).toHaveBeenLastCalledWith({
        chain: false,
        link: null,
        additionalInfo: 'Vacant, no chain',
      }),
    );
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('leaves out a link still being typed, and saves at once when the form goes away (Back)', async () => {
    const user = userEvent.setup();
    const { onAutosave, view } = setUp();
    await user.type(screen.getByRole('textbox', { name: /Link to the listing/ }), 'www.rightmove');
    await waitFor(() => expect(onAutosave).toHaveBeenCalled());
    expect(onAutosave).toHaveBeenLastCalledWith({ chain: null, additionalInfo: null });
    onAutosave.mockClear();
    await user.clear(screen.getByRole('textbox', { name: /Link to the listing/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Link to the listing/ }),
      'https://example.test/home/1',
    );
    view.unmount();
    await waitFor(() =>
      expect(onAutosave).toHaveBeenLastCalledWith({
        chain: null,
        link: 'https://example.test/home/1',
        additionalInfo: null,
      }),
    );
  });
});
