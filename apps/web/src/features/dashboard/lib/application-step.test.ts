/** The dashboard's application card (spec §4 next-step order and application states). */
import { describe, expect, it } from 'vitest';
import { describeApplicationStep, type NextStepsApplication } from './application-step';

const inProgress: NonNullable<NextStepsApplication> = {
  submitted: false,
  approved: false,
  rejected: false,
  preferredLocations: ['SE1'],
  progress: 25,
  nextStep: { kind: 'Step', id: 'income', path: '/your-application/financial-details/income' },
};

describe('describeApplicationStep', () => {
  it('asks to start an application when there is none', () => {
    expect(describeApplicationStep(null)).toMatchObject({
      title: 'Start your application',
      action: 'Start your application',
      to: '/your-application',
      showProgress: false,
    });
  });

  it('names the next step while the application is in progress', () => {
    expect(describeApplicationStep(inProgress)).toEqual({
      title: 'Complete your application',
      description:
        'Tell us about you, your address history, your income and your bank statements, so that we can confirm your budget.',
      action: 'Continue your application',
      to: '/your-application',
      next: 'Income',
      showProgress: true,
    });
  });

  it('sends the applicant back to income when no budget can be offered (under £50,000)', () => {
    const copy = describeApplicationStep({
      ...inProgress,
      nextStep: { kind: 'CannotProvideBudget', path: '/your-application/financial-details/income' },
    });
    expect(copy.description).toBe(
      'From what you’ve told us, your budget would be under £50,000, the lowest we can offer. See what keeps it down and change it.',
    );
    expect(copy).toMatchObject({
      action: 'See what to change',
      to: '/your-application/financial-details/income',
    });
  });

  it('goes to the submit pages once every section is done', () => {
    expect(
      describeApplicationStep({
        ...inProgress,
        nextStep: { kind: 'ReadyToSubmit', path: '/your-application/submit-disclaimer' },
      }),
    ).toMatchObject({
      title: 'Submit your application',
      action: 'Review and submit',
      to: '/your-application/submit-disclaimer',
    });
  });

  it('says where a submitted application stands, without the progress bar', () => {
    const submitted = { ...inProgress, submitted: true, nextStep: { kind: 'Submitted' } };
    expect(describeApplicationStep(submitted)).toMatchObject({
      title: 'Your application is in review',
      action: 'View your application',
      showProgress: false,
    });
    expect(describeApplicationStep({ ...submitted, approved: true }).title).toBe(
      'Your application is approved',
    );
    expect(describeApplicationStep({ ...submitted, rejected: true })).toMatchObject({
      title: 'We can’t approve your application',
      action: 'View your answers',
      showProgress: false,
    });
  });

  it('tells a rejected applicant what is true and what to do next, not to see details that do not exist', () => {
    const rejected = { ...inProgress, submitted: true, rejected: true, nextStep: { kind: 'Submitted' } };
    const copy = describeApplicationStep(rejected);
    expect(copy.description).not.toMatch(/details on your application/);
    expect(copy.description).toMatch(/book a call/);
    expect(copy.description).toMatch(/reply to the e-mail/);
  });
});
