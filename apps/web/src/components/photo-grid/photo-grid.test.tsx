/**
 * The shared photo grid (homes and landlord listings): "No photos yet." when empty; the first photo marked as
 * the main one; each photo's corner button, move buttons (disabled at the ends and while busy) and Make main
 * photo; upload progress, and a problem instead of progress and of "Main photo".
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { AddPhotosButton, type GridPhoto, PhotoGrid } from './photo-grid';

const photo = (n: number, extra: Partial<GridPhoto> = {}): GridPhoto => ({
  id: `p${n}`,
  src: `https://example.test/${n}.webp`,
  label: `Photo ${n}`,
  ...extra,
});

describe('PhotoGrid', () => {
  it('says there are no photos yet, without a grid', () => {
    renderWithMantine(<PhotoGrid photos={[]} testId="grid" />);
    expect(screen.getByText('No photos yet.')).toBeTruthy();
    expect(screen.queryByTestId('grid')).toBeNull();
  });

  it('marks the main photo and runs each photo’s buttons', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onMakeMain = vi.fn();
    const onDelete = vi.fn();
    const move = (index: number) => ({
      name: `photo ${index}`,
      earlier: index > 1,
      later: index < 2,
      onMove: (step: -1 | 1) => onMove(index, step),
      onMakeMain: index > 1 ? () => onMakeMain(index) : undefined,
    });
    renderWithMantine(
      <PhotoGrid
        testId="grid"
        tileTestId="tile"
        photos={[
          photo(1, {
            main: true,
            move: move(1),
            action: { label: 'Delete photo 1', onClick: onDelete, icon: 'delete' },
          }),
          photo(2, { move: move(2) }),
        ]}
      />,
    );
    const grid = screen.getByTestId('grid');
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1', 'Photo 2']);
    const [first, second] = screen.getAllByTestId('tile') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Main photo')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('Main photo')).toBeNull();
    expect(first?.dataset.photoId).toBe('p1');

    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make main photo: photo 1' })).toBeNull();

    screen.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenLastCalledWith(2, -1);
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(onMove).toHaveBeenLastCalledWith(1, 1);
    await user.click(screen.getByRole('button', { name: 'Make main photo: photo 2' }));
    expect(onMakeMain).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('disables the move buttons while a move is under way', () => {
    const move = { earlier: true, later: true, busy: true, onMove: vi.fn(), onMakeMain: vi.fn() };
    renderWithMantine(<PhotoGrid testId="grid" photos={[photo(1, { move })]} />);
    expect(screen.getByRole('button', { name: 'Move Photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Photo 1 later' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Make main photo: Photo 1' })).toHaveProperty('disabled', true);
  });

  it('shows upload progress, and a problem instead of progress and of "Main photo"', async () => {
    const user = userEvent.setup();
    const dismiss = vi.fn();
    renderWithMantine(
      <PhotoGrid
        testId="grid"
        photos={[
          photo(1, { label: 'front.png', main: true, progress: 0.5 }),
          photo(2, {
            label: 'notes.png',
            main: true,
            progress: 0.2,
            error: 'notes.png isn’t a photo',
            action: { label: 'Dismiss notes.png', onClick: dismiss, icon: 'dismiss' },
          }),
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading notes.png' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('notes.png isn’t a photo');
    expect(screen.getAllByText('Main photo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss notes.png' }));
    expect(dismiss).toHaveBeenCalledOnce();
  });
});

describe('AddPhotosButton', () => {
  it('passes the chosen files on', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { container } = renderWithMantine(<AddPhotosButton accept="image/png" onAdd={onAdd} />);
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png');
    expect(input.multiple).toBe(true);
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    await user.upload(input, [file]);
    expect(onAdd).toHaveBeenCalledWith([file]);
  });

  it('opens the file chooser, unless disabled', async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderWithMantine(<AddPhotosButton accept="image/png" onAdd={vi.fn()} />);
    const opened = vi.spyOn(container.ownerDocument.querySelector('input') as HTMLInputElement, 'click');
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(opened).toHaveBeenCalledOnce();
    unmount();

    const disabled = renderWithMantine(<AddPhotosButton accept="image/png" onAdd={vi.fn()} disabled />);
    const notOpened = vi.spyOn(
      disabled.container.ownerDocument.querySelector('input') as HTMLInputElement,
      'click',
    );
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(notOpened).not.toHaveBeenCalled();
  });
});
