/**
 * A home's photos (spec §8 "a broken image is silently dropped from the gallery and an image-viewer load
 * failure is only logged"): a photo that fails to load leaves the gallery with no message, the count follows, and with
 * none left the illustration shows; in the full-screen viewer a failure is logged (console.error) and nothing is shown
 * to the person.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { Home } from '../lib/types';
import { ImageViewer } from './image-viewer';
import { ListingGallery } from './listing-gallery';

const PHOTOS = ['/images/one.webp', '/images/two.webp', '/images/three.webp'];
const home = (images: string[]) => ({ images, imageUrl: null, type: 'Flat' }) as unknown as Home;
const srcs = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListingGallery', () => {
  it('drops a photo that fails to load, without an error shown, and counts the rest', () => {
    const { container } = renderWithMantine(
      <ListingGallery home={home(PHOTOS)} description="2 bedroom flat" />,
    );
    expect(screen.getByRole('button', { name: 'Open photos (3)' })).toBeTruthy();
    const broken = container.querySelector('img[src="/images/two.webp"]');
    if (!broken) throw new Error('the second photo is not shown');
    fireEvent.error(broken);
    expect(srcs(container)).toEqual(['/images/one.webp', '/images/three.webp']);
    expect(screen.getByRole('button', { name: 'Open photos (2)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the illustration once every photo has failed', () => {
    const { container } = renderWithMantine(
      <ListingGallery home={home(['/images/only.webp'])} description="2 bedroom flat" />,
    );
    const only = container.querySelector('img[src="/images/only.webp"]');
    if (!only) throw new Error('the photo is not shown');
    fireEvent.error(only);
    expect(srcs(container)).toHaveLength(1);
    expect(srcs(container)[0]).not.toBe('/images/only.webp');
    expect(screen.queryByRole('button', { name: /Open photos/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ImageViewer', () => {
  it('only logs a photo that fails to load', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithMantine(
      <ImageViewer
        images={PHOTOS}
        index={1}
        onIndexChange={() => undefined}
        onClose={() => undefined}
        description="2 bedroom flat"
      />,
    );
    const photo = screen.getByAltText('2 bedroom flat (2 of 3)');
    fireEvent.error(photo);
    expect(log).toHaveBeenCalledWith('[Image viewer] The photo could not be loaded', '/images/two.webp');
    expect(screen.getByAltText('2 bedroom flat (2 of 3)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
