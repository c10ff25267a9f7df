/**
 * A home's photos can be put in order from the keyboard: each saved photo has "Move earlier", "Move later" and "Make
 * main photo" buttons, the first photo is the main one, and a move sends every photo's id in the new order.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { useHomePhotos } from '../hooks/use-home-photos';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { HomePhotos } from './home-photos';

const images = ['a', 'b', 'c'].map((id, position) => ({
  id,
  url: `https://example.test/${id}.webp`,
  position,
}));
const home = { id: 'h', images } as unknown as HomeSubmission;

function setUp() {
  const reorder = vi.fn(async () => undefined);
  const photos = {
    pending: [],
    add: vi.fn(),
    dismiss: vi.fn(),
    confirmDelete: vi.fn(),
    reorder,
    reordering: false,
    uploading: false,
  } as unknown as ReturnType<typeof useHomePhotos>;
  renderWithMantine(<HomePhotos home={home} photos={photos} />);
  return { reorder };
}

describe('HomePhotos order', () => {
  it('marks the first photo as the main one and moves photos with the keyboard', async () => {
    const user = userEvent.setup();
    const { reorder } = setUp();
    const tiles = screen.getAllByTestId('home-photo');
    expect(within(tiles[0] as HTMLElement).getByText('Main photo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make main photo: photo 1' })).toBeNull();

    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(reorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    expect(screen.getByRole('status').textContent).toBe('Photo 3 is now photo 2 of 3.');

    await user.click(screen.getByRole('button', { name: 'Make main photo: photo 2' }));
    expect(reorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(screen.getByRole('status').textContent).toBe('Photo 2 is now the main photo.');

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(reorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
  });
});
