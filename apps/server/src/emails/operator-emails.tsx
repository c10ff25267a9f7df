/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mails of the operators' console (decision 022): the operator's second-factor code, and the e-mail to the
 * applicant (and co-applicant) when the team approves or rejects their application (sent by the decision service,
 * services/review-decisions.ts, whether the decision came from the console or `npm run ops`).
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { ReactElement } from 'react';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}

const small = { color: '#4b5563', fontSize: 14 } as const;

/** Formats a 6-digit code as "123 456", easier to read and type. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The operator's sign-in code (operatorSignIn, after the right password).
 * @param props.code the 6 digits; props.expiresInMinutes how long the code works
 */
export function renderOperatorCodeEmail(props: { code: string; expiresInMinutes: number }) {
  return renderEmail(
    `Your Stairway console code: ${spaced(props.code)}`,
    <EmailLayout
      preview={`Your code is ${spaced(props.code)}. It works for ${props.expiresInMinutes} minutes.`}
      title="Your console sign-in code"
      reason="You are receiving this because someone signed in to the Stairway operators' console with your password."
    >
      <Text>Enter this code on the console's sign-in page to finish signing in:</Text>
      <Text style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' }}>
        {spaced(props.code)}
      </Text>
      <Text style={small}>
        The code works once, for {props.expiresInMinutes} minutes. If you did not just sign in, someone has
        your password: tell the team at once so that another operator can give you a new one.
      </Text>
    </EmailLayout>,
  );
}

/**
 * The e-mail about the team's decision on an application (spec §4 application states), to the applicant and,
 * on a joint application, to the co-applicant too (both people hear every decision).
 * @param props.firstName the addressee's first name; props.decision 'approved' or 'rejected'; props.link their
 *   progress page (/dashboard, or /co-applicant-dashboard for the co-applicant); props.jointWith, for the
 *   co-applicant, the applicant's first name (the e-mail then speaks of "your joint application with …")
 */
export function renderApplicationDecisionEmail(props: {
  firstName: string;
  decision: 'approved' | 'rejected';
  link: string;
  jointWith?: string;
}) {
  const approved = props.decision === 'approved';
  const yours = props.jointWith ? `your joint application with ${props.jointWith}` : 'your application';
  return renderEmail(
    approved ? 'Your Stairway application is approved' : 'An update on your Stairway application',
    <EmailLayout
      preview={approved ? `Good news: our team has approved ${yours}.` : `Our team has reviewed ${yours}.`}
      title={approved ? 'Your application is approved' : 'We have reviewed your application'}
      reason={
        props.jointWith
          ? `You are receiving this because you are applying to Stairway with ${props.jointWith}.`
          : 'You are receiving this because you submitted a Stairway application.'
      }
    >
      <Text>Hi {props.firstName},</Text>
      {approved ? (
        <Text>
          Good news: our team has reviewed {yours} and approved it. Your progress page shows what happens
          next.
        </Text>
      ) : (
        <Text>
          Thank you for applying. Our team has reviewed {yours} and unfortunately we cannot approve it at this
          time. Your progress page shows what you can do next, and you can reply to this e-mail or book a call
          with us if you would like to talk it through.
        </Text>
      )}
      <EmailButton href={props.link}>See your progress</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>,
  );
}
