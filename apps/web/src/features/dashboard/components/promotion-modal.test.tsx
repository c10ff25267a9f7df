/**
 * The promotion modal (spec §2 "Promotion modal"): the promotion's title and text, its terms in a new tab, its image
 * (an uploaded one, a bundled one by file name, or none when the name is unknown or the image fails to load), and
 * "Continue" and the close button, each handing the promotion back to be recorded as seen.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { promotionImageFor } from '../lib/promotion-images';
import { type Promotion, PromotionModal } from './promotion-modal';

const PROMOTION: Promotion = {
  id: 'promo-1',
  image: 'promotion-call.svg',
  imageUrl: null,
  title: 'Talk to an adviser for free',
  text: 'Book a call this month and we will go through your plan with you.',
  terms: 'https://example.com/promotions/adviser-terms',
};

/**
 * Renders the modal showing `promotion`.
 * @returns the onDone spy
 */
function renderPromotion(promotion: Promotion | null) {
  const onDone = vi.fn();
  renderWithMantine(<PromotionModal promotion={promotion} onDone={onDone} />);
  return onDone;
}

const dialog = () => screen.findByRole('dialog', { name: PROMOTION.title });

describe('PromotionModal', () => {
  it('shows the promotion’s title and text, and its terms in a new tab', async () => {
    renderPromotion(PROMOTION);
    const modal = await dialog();
    expect(within(modal).getByText(PROMOTION.text)).toBeTruthy();
    const terms = within(modal).getByRole('link', { name: 'Click here for full details' });
    expect(terms.getAttribute('href')).toBe(PROMOTION.terms);
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(terms.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Opens in a new tab',
    );
  });

  it('hands the promotion back on “Continue”', async () => {
    const onDone = renderPromotion(PROMOTION);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith(PROMOTION);
  });

  it('hands the promotion back when closed', async () => {
    const onDone = renderPromotion(PROMOTION);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith(PROMOTION);
  });

  it('shows the bundled image its file name names', async () => {
    renderPromotion(PROMOTION);
    const image = within(await dialog()).getByTestId('promotion-image');
    expect(promotionImageFor(PROMOTION.image)).toBeTruthy();
    expect(image.getAttribute('src')).toBe(promotionImageFor(PROMOTION.image));
    expect(image.getAttribute('alt')).toBe('');
  });

  it('prefers an uploaded image, and hides it when it fails to load', async () => {
    renderPromotion({ ...PROMOTION, imageUrl: 'https://files.example.com/promo-1.png' });
    const modal = await dialog();
    const image = within(modal).getByTestId('promotion-image');
    expect(image.getAttribute('src')).toBe('https://files.example.com/promo-1.png');
    fireEvent.error(image);
    expect(within(modal).queryByTestId('promotion-image')).toBeNull();
    expect(within(modal).getByText(PROMOTION.text)).toBeTruthy();
  });

  it('shows no image for a file name it does not know', async () => {
    renderPromotion({ ...PROMOTION, image: 'summer-sale.png' });
    const modal = await dialog();
    expect(within(modal).queryByTestId('promotion-image')).toBeNull();
  });

  it('is not in the page while there is no promotion', () => {
    renderPromotion(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Click here for full details')).toBeNull();
  });
});
