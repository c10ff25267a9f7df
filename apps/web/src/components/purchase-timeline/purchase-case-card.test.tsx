/**
 * "Your purchase" (the shared purchase case card): a purchase in progress (where it stands and since when, what
 * happens next, who it waits on, and the seven stages in order with their states in words); one that fell through
 * (why, and "Choose another home" on the applicant's page, or who chooses on the co-applicant's); one moved in
 * ("Welcome home"); and the section's skeleton, its error with "Try again" and nothing when there is no purchase.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { joinWaitingOn, PurchaseCaseCard, type PurchaseCaseView } from './purchase-case-card';
import {
  PURCHASE_FALLEN_THROUGH,
  PURCHASE_IN_PROGRESS,
  PURCHASE_MOVED_IN,
  PURCHASE_WITH_PLAN,
} from './purchase-case-fixtures';
import { PurchaseCaseSection, type PurchaseCaseSectionProps } from './purchase-case-section';

function renderCard(purchaseCase: PurchaseCaseView, applicantName?: string, planLink?: string) {
  renderWithMantine(
    <MemoryRouter>
      <PurchaseCaseCard purchaseCase={purchaseCase} applicantName={applicantName} planLink={planLink} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Your purchase' });
}

const stages = () =>
  within(screen.getByRole('list', { name: 'Stages of your purchase' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PurchaseCaseCard', () => {
  it('shows a purchase in progress: the home, where it stands since when, what happens next and who it waits on', () => {
    const card = renderCard(PURCHASE_IN_PROGRESS);
    expect(within(card).getByRole('heading', { level: 2, name: 'Your purchase' })).toBeTruthy();
    expect(within(card).getByText('12 Orchard Way, Southampton, SO16 3AB')).toBeTruthy();
    expect(within(card).getByText('£245,000')).toBeTruthy();
    expect(within(card).getByText('Offer accepted since 1 December 2026')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3, name: 'What happens next' })).toBeTruthy();
    expect(within(card).getByText(/^The seller has accepted our offer\./)).toBeTruthy();
    expect(within(card).getByTestId('purchase-waiting-on').textContent).toBe('Waiting on: The seller');
    expect(within(card).queryByRole('link', { name: 'Choose another home' })).toBeNull();
    expect(within(card).queryByText('Welcome home')).toBeNull();
  });

  it('lists the seven stages in order, saying in words which are done, which is current and which are to come', () => {
    renderCard(PURCHASE_IN_PROGRESS);
    expect(stages()).toEqual([
      'Offer madeDone on 24 November 2026',
      'Offer acceptedCurrent stage, since 1 December 2026',
      'Valuation and surveyTo come',
      'Legal workTo come',
      'ExchangeTo come',
      'CompletionTo come',
      'Moved inTo come',
    ]);
    const current = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current'));
    expect(current.map((item) => item.getAttribute('aria-current'))).toEqual(['step']);
    expect(current[0]?.textContent).toContain('Offer accepted');
  });

  it('says why a purchase fell through and leads back to choosing another home', () => {
    const card = renderCard(PURCHASE_FALLEN_THROUGH);
    expect(within(card).getByText('Fallen through on 9 December 2026')).toBeTruthy();
    const alert = within(card).getByTestId('purchase-fell-through');
    expect(within(alert).getByText('This purchase will not go ahead')).toBeTruthy();
    expect(
      within(alert).getByText('Why: The valuation came in £20,000 below the asking price.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Choose another home' }).getAttribute('href')).toBe(
      '/submit-a-home/explore',
    );
    expect(within(card).queryByRole('heading', { name: 'What happens next' })).toBeNull();
    expect(stages()).toEqual([
      'Offer madeDone on 24 November 2026',
      'Offer acceptedDone on 1 December 2026',
      'Valuation and surveyFell through on 9 December 2026',
      'Legal workNot reached',
      'ExchangeNot reached',
      'CompletionNot reached',
      'Moved inNot reached',
    ]);
  });

  it('on the co-applicant’s page, says the applicant chooses another home, without a link', () => {
    const card = renderCard(PURCHASE_FALLEN_THROUGH, 'Amelia');
    expect(
      within(card).getByText('Amelia can choose another home and submit it to us from their account.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Choose another home' })).toBeNull();
  });

  it('welcomes them home once moved in, every stage done', () => {
    const card = renderCard(PURCHASE_MOVED_IN);
    expect(within(card).getByText('Moved in on 2 March 2027')).toBeTruthy();
    expect(within(card).getByText('Welcome home')).toBeTruthy();
    expect(within(card).queryByTestId('purchase-waiting-on')).toBeNull();
    expect(stages().every((text) => text?.includes('Done on'))).toBe(true);
    expect(stages().at(-1)).toBe('Moved inDone on 2 March 2027');
  });
});

describe('PurchaseCaseCard: the plan', () => {
  it('links to the plan once it is prepared: to read and sign it, then to read it once signed', () => {
    const card = renderCard(PURCHASE_WITH_PLAN, undefined, '/your-plan');
    expect(within(card).getByRole('link', { name: 'Read and sign your plan' }).getAttribute('href')).toBe(
      '/your-plan',
    );
  });

  it('says "Read your plan" once the customer signed it', () => {
    const plan = { ...PURCHASE_WITH_PLAN.plan, yourSigning: { signedAt: '2026-12-04T11:30:00.000Z' } };
    const card = renderCard({ ...PURCHASE_WITH_PLAN, plan } as PurchaseCaseView, undefined, '/your-plan');
    expect(within(card).getByRole('link', { name: 'Read your plan' })).toBeTruthy();
  });

  it('has no plan link before the plan is prepared, nor without a page to link to', () => {
    const card = renderCard(PURCHASE_IN_PROGRESS, undefined, '/your-plan');
    expect(within(card).queryByRole('link', { name: /your plan/ })).toBeNull();
  });
});

describe('joinWaitingOn', () => {
  it('joins the parties in a sentence, keeping Stairway’s capital', () => {
    expect(joinWaitingOn([])).toBe('');
    expect(joinWaitingOn(['The seller'])).toBe('The seller');
    expect(joinWaitingOn(['The solicitors', 'The seller'])).toBe('The solicitors and the seller');
    expect(joinWaitingOn(['You', 'Stairway'])).toBe('You and Stairway');
  });
});

describe('PurchaseCaseSection', () => {
  function renderSection(props: Partial<PurchaseCaseSectionProps>) {
    const onRetry = vi.fn();
    const { container } = renderWithMantine(
      <MemoryRouter>
        <PurchaseCaseSection
          purchaseCase={undefined}
          loading={false}
          failed={false}
          onRetry={onRetry}
          {...props}
        />
      </MemoryRouter>,
    );
    return { onRetry, container };
  }

  it('shows a skeleton while the purchase loads', () => {
    renderSection({ loading: true });
    expect(screen.getByLabelText('Loading your purchase').getAttribute('aria-busy')).toBe('true');
  });

  it('says the purchase could not be loaded, and loads it on “Try again”', () => {
    const { onRetry } = renderSection({ failed: true });
    expect(screen.getByText(/^We couldn’t load your purchase\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows nothing when there is no purchase', () => {
    renderSection({ purchaseCase: null });
    expect(screen.queryByRole('region', { name: 'Your purchase' })).toBeNull();
    expect(screen.queryByTestId('purchase-case-failed')).toBeNull();
  });

  it('shows the card once the purchase has come', () => {
    renderSection({ purchaseCase: PURCHASE_IN_PROGRESS });
    expect(screen.getByRole('region', { name: 'Your purchase' })).toBeTruthy();
  });
});
