/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The confirmation e-mail sent when an applicant submits their application (`submitApplication`: the
 * page says "We'll be in touch by e-mail", so the first message confirms the submission and what happens
 * next).
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the submission e-mail. */
export type ApplicationSubmittedProps = {
  firstName: string;
  /** The applicant's progress page, e.g. https://stairway.example/dashboard. */
  link: string;
  /** The budget the application was submitted with, formatted, e.g. "£225,000". */
  budget: string;
};

/** The submission e-mail's React body. */
export function ApplicationSubmitted({ firstName, link, budget }: ApplicationSubmittedProps) {
  return (
    <EmailLayout preview="We have your application and we’re reviewing it" title="We have your application">
      <Text>Hi {firstName},</Text>
      <Text>
        Thank you for submitting your Stairway application, with a budget of {budget}. Our team is now
        reviewing it and will e-mail you when we have decided, or if we need anything else from you.
      </Text>
      <Text>
        While we review it, your answers can’t be changed. You can still explore and save homes in the
        meantime.
      </Text>
      <Button
        href={link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        See your progress
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If something has changed, reply to this e-mail or book a call with us. If the button does not work,
        paste this address into your browser: {link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the submission e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderApplicationSubmitted(props: ApplicationSubmittedProps) {
  const element = <ApplicationSubmitted {...props} />;
  return {
    subject: 'We have your Stairway application',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
