/**
 * Unsaved answers on application pages: a form with a draft key keeps what was typed in the tab's session storage and
 * restores it, until saved; a form without one asks before the applicant leaves.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { APPLICATION_DRAFT_PREFIX, useHasRestoredDraft, useUnsavedChanges } from './use-unsaved-changes';

/** A one-field form; Save "saves" (resolves) without leaving. */
function NameForm({ draftKey }: { draftKey?: string }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Amelia' } });
  useUnsavedChanges(form, draftKey);
  const restored = useHasRestoredDraft();
  return (
    <form onSubmit={form.handleSubmit(async () => {})}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {restored && <p>Kept from before</p>}
      <button type="submit">Save</button>
      <Link to="/next">Back</Link>
    </form>
  );
}

function renderPage(draftKey?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <UnsavedChangesGuard />
            <NameForm draftKey={draftKey} />
          </>
        ),
      },
      { path: '/next', element: <h1>Next page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('useUnsavedChanges', () => {
  it('keeps a typed answer as a draft, restores it on coming back, and forgets it once saved', async () => {
    const key = `${APPLICATION_DRAFT_PREFIX}app-1.about-you`;
    const first = renderPage('app-1.about-you');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amelia Jane' } });
    await waitFor(() => expect(window.sessionStorage.getItem(key)).toBe('{"name":"Amelia Jane"}'));
    // Leaving is not blocked: the draft is kept.
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(first.state.location.pathname).toBe('/next');

    await first.navigate('/form');
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Amelia Jane'),
    );
    expect(screen.getByText('Kept from before')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.sessionStorage.getItem(key)).toBeNull());
    await waitFor(() => expect(screen.queryByText('Kept from before')).toBeNull());
  });

  it('asks before leaving a form with unsaved changes and no draft, and stays or leaves as chosen', async () => {
    const router = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    // Nothing changed: no question.
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    await router.navigate('/form');

    await userEvent.type(await screen.findByLabelText('Name'), ' Jane');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page without saving?' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Amelia Jane');

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
  });

  it('lets the browser warn before a reload while changes are unsaved', async () => {
    renderPage();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), ' Jane');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
