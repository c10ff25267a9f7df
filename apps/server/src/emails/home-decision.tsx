/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail sent to the applicant when the team approves or rejects a home they submitted
 * (services/home-decisions.ts; spec §4 banners: approved "congratulations, property approved", rejected
 * "unfortunately the property cannot be approved at this time").
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the decision e-mail. */
export type HomeDecisionProps = {
  firstName: string;
  decision: 'approved' | 'rejected';
  /** The home in words, e.g. "12 High Street, PO37 6BU". */
  home: string;
  /** The applicant's homes page, e.g. https://stairway.example/submit-a-home (the co-applicant's progress page). */
  link: string;
  /**
   * For the co-applicant of a joint application: the applicant's first name, who submitted the home; the e-mail
   * then says so and its button goes to their progress page.
   */
  jointWith?: string;
};

/** The decision e-mail's React body. */
export function HomeDecision({ firstName, decision, home, link, jointWith }: HomeDecisionProps) {
  const approved = decision === 'approved';
  const submitted = jointWith ? `${home}, which ${jointWith} submitted for your joint application` : home;
  const title = approved ? 'Congratulations, your home is approved' : 'We can’t approve this home';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {firstName},</Text>
      {approved ? (
        <Text>
          Good news: we have approved {submitted} for your Stairway plan. Our team will be in touch about the
          next steps.
        </Text>
      ) : (
        <Text>
          {jointWith ? `We have reviewed ${submitted}.` : `Thank you for submitting ${home}.`} Unfortunately
          we can’t approve this property at this time. {jointWith ?? 'You'} can submit another home when{' '}
          {jointWith ? 'you find one together' : 'you find one'}, and we’re happy to talk it through if you
          book a call.
        </Text>
      )}
      <Button
        href={link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        {jointWith ? 'See your progress' : 'See your homes'}
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the decision e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderHomeDecision(props: HomeDecisionProps) {
  const element = <HomeDecision {...props} />;
  return {
    subject:
      props.decision === 'approved'
        ? 'Your Stairway home is approved'
        : 'About the home you submitted to Stairway',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
