/**
 * Signing the plan: inside the review window the button is disabled with the reason in words and enabled once the
 * advice box is ticked; signing sends the plan's id, its SHA-256 and the advice, then says when they signed and
 * lists the signature; the server's refusals show beside the box or above the form; after the window there is
 * no box; a joint plan lists both signers and, once both signed, says so.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, badUserInput, serverError } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { GetYourPlanQuery } from './graphql/getYourPlan';
import { OpenYourPlanMutation } from './graphql/openPlan';
import { SignYourPlanMutation } from './graphql/signPlan';
import type { YourPlan } from './hooks/use-your-plan';
import { formatPlanDateTime } from './lib/plan-format';
import { JOINT_PLAN, openedPlan, PLAN, PLAN_SHA, purchaseWith, unsigned } from './plan-fixtures';
import { PlanPage } from './plan-page';

const ADVICE = 'I have taken independent advice and want to sign before my review window ends';
const SIGNED_AT = '2026-12-04T11:30:00.000Z';

/** Renders the page with the plan opened (window ending in `days`) and the given answers to signPlan. */
function renderOpened(plan: YourPlan, more: MockLink.MockedResponse[] = [], session = signedIn(makeMe())) {
  renderRoute(<PlanPage />, {
    url: '/your-plan',
    session,
    mocks: [
      answers(GetYourPlanQuery, purchaseWith(plan)),
      answers(OpenYourPlanMutation, { openPlan: plan }, { input: { planId: plan.id } }),
      ...more,
    ],
  });
}

/** The plan as signPlan answers it: the applicant signed. */
function signed(plan: YourPlan, tookAdvice: boolean): YourPlan {
  return {
    ...plan,
    fullySigned: true,
    signers: [
      {
        ...unsigned('Applicant'),
        name: 'Amelia Hughes',
        signedAt: SIGNED_AT,
        ipAddress: '203.0.113.7',
        sha256: PLAN_SHA,
        tookAdvice,
      },
    ],
    yourSigning: { ...plan.yourSigning, signedAt: SIGNED_AT },
  } as YourPlan;
}

const signButton = () => screen.getByRole('button', { name: 'Sign your plan' }) as HTMLButtonElement;

describe('signing the plan', () => {
  it('inside the review window, needs the advice box ticked, saying why in words', async () => {
    renderOpened(openedPlan(5));
    const form = await screen.findByRole('form', { name: 'Sign your plan' });
    expect(signButton().disabled).toBe(true);
    const reason = within(form).getByTestId('sign-plan-reason');
    expect(reason.textContent).toMatch(/^You can sign from .+, or now if you tick the box/);
    expect(signButton().getAttribute('aria-describedby')).toBe(reason.id);
    await userEvent.click(within(form).getByRole('checkbox', { name: ADVICE }));
    expect(signButton().disabled).toBe(false);
    expect(within(form).queryByTestId('sign-plan-reason')).toBeNull();
  });

  it('signs with the plan’s id, SHA-256 and the advice, then says when and lists the signature', async () => {
    const plan = openedPlan(5);
    const input = { planId: PLAN.id, sha256: PLAN_SHA, tookAdvice: true };
    renderOpened(plan, [answers(SignYourPlanMutation, { signPlan: signed(plan, true) }, { input })]);
    await userEvent.click(await screen.findByRole('checkbox', { name: ADVICE }));
    await userEvent.click(signButton());
    expect(await screen.findByText(`You signed this plan on ${formatPlanDateTime(SIGNED_AT)}.`)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign your plan' })).toBeNull();
    const signatures = screen.getByRole('list', { name: 'Signatures' });
    expect(within(signatures).getByText('Applicant')).toBeTruthy();
    expect(
      within(signatures).getByText(
        `Signed by Amelia Hughes on ${formatPlanDateTime(SIGNED_AT)} from 203.0.113.7, SHA-256 3f1a9c0b7d2e…`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your plan is signed by everyone who needs to sign it.')).toBeTruthy();
  });

  it('after the review window, has no advice box and signs without advice', async () => {
    const plan = openedPlan(-1);
    const input = { planId: PLAN.id, sha256: PLAN_SHA, tookAdvice: false };
    renderOpened(plan, [answers(SignYourPlanMutation, { signPlan: signed(plan, false) }, { input })]);
    const form = await screen.findByRole('form', { name: 'Sign your plan' });
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).getByTestId('plan-can-sign-from').textContent).toMatch(/; you can sign now\.$/);
    expect(signButton().disabled).toBe(false);
    await userEvent.click(signButton());
    expect(await screen.findByTestId('plan-you-signed')).toBeTruthy();
  });

  it('shows the server’s refusal of the advice beside the box', async () => {
    const message = 'Confirm that you have taken independent advice, or wait until your review window ends.';
    renderOpened(openedPlan(5), [
      answersWithErrors(SignYourPlanMutation, [badUserInput('tookAdvice', message)]),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: ADVICE }));
    await userEvent.click(signButton());
    const box = await screen.findByRole('checkbox', { name: ADVICE });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('sign-plan-error')).toBeNull();
  });

  it('shows any other refusal above the form', async () => {
    const message = 'A newer version of your plan exists. Read it before you sign.';
    renderOpened(openedPlan(-1), [
      answersWithErrors(SignYourPlanMutation, [serverError(message, 'CONFLICT')]),
      answers(GetYourPlanQuery, purchaseWith(openedPlan(-1))),
    ]);
    await screen.findByRole('form', { name: 'Sign your plan' });
    await userEvent.click(signButton());
    expect((await screen.findByTestId('sign-plan-error')).textContent).toBe(message);
  });

  it('lists both signers of a joint plan: who signed, when, from where, and who has not yet', async () => {
    renderOpened(openedPlan(5, JOINT_PLAN), [], signedIn(undefined, { role: 'coApplicant', token: 'co' }));
    const signatures = await screen.findByRole('list', { name: 'Signatures' });
    const rows = within(signatures)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `ApplicantSigned by Amelia Hughes on ${formatPlanDateTime('2026-12-03T14:05:00.000Z')} from 203.0.113.7, SHA-256 3f1a9c0b7d2e…`,
      'Co-applicantNot signed yet',
    ]);
    expect(screen.queryByText('Your plan is signed by everyone who needs to sign it.')).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign your plan' })).toBeTruthy();
  });
});
