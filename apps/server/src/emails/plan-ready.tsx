/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail sent to the applicant (and a joined co-applicant) when an operator prepares a version of their plan
 * (services/plans/prepare-plan.ts; decision 070): it is ready to read, and when it can be signed.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the plan-ready e-mail. */
export type PlanReadyProps = {
  firstName: string;
  /** The home in words, e.g. "12 High Street, PO37 6BU". */
  home: string;
  version: number;
  /** Days after first opening it before it can be signed without confirming advice (PLAN_REVIEW_DAYS). */
  reviewDays: number;
  /** Their plan page, e.g. https://stairway.example/your-plan. */
  link: string;
};

/** The plan-ready e-mail's React body. */
export function PlanReady(props: PlanReadyProps) {
  const title = props.version > 1 ? 'A new version of your plan is ready' : 'Your plan is ready to read';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.version > 1
          ? `We have prepared version ${props.version} of the plan for ${props.home}. It replaces the earlier version, which can no longer be signed.`
          : `We have prepared the plan for ${props.home}: the key facts, the terms in plain English and the year-by-year schedule.`}
      </Text>
      <Text>
        Take your time to read it. You can sign it {props.reviewDays} days after you first open it, or sooner
        once you have taken independent advice.
      </Text>
      <Button
        href={props.link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        Read your plan
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the plan-ready e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderPlanReady(props: PlanReadyProps) {
  const element = <PlanReady {...props} />;
  return {
    subject:
      props.version > 1 ? 'A new version of your Stairway plan' : 'Your Stairway plan is ready to read',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
