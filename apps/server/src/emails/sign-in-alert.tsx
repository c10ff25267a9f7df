/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail that tells the owner of an address that someone is guessing its password or sign-in code
 * (decision 045): sent when the address passes 10 failed sign-ins in 15 minutes, at most once an hour, to
 * applicants, co-applicants, landlords, operators and pipeline viewers. It carries no secret: no password, code,
 * link token or the caller's address, only what happened and what to do.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

/** Who is told: the kind of account, which decides the advice. */
export type SignInAlertAccount = 'applicant' | 'coApplicant' | 'landlord' | 'operator' | 'pipelineViewer';

const small = { color: '#4b5563', fontSize: 14 } as const;

/** What to do, by kind of account: those with a password can change it; landlords sign in by code only. */
const ADVICE: Record<SignInAlertAccount, string> = {
  applicant:
    'Your password has not been given out, and nothing on your account has changed. If your password is one you use elsewhere, or easy to guess, change it now with the button below.',
  coApplicant:
    'Your password has not been given out, and nothing on your account has changed. If your password is one you use elsewhere, or easy to guess, change it now with the button below.',
  landlord:
    'You sign in with a code we e-mail only to this address, so no one can get in without your inbox. Keep your e-mail account safe: a strong password and two-step sign-in.',
  operator:
    'Your password has not been given out. Tell the Stairway team at once, so that another operator can give you a new password if needed.',
  pipelineViewer:
    'Your password has not been given out. If you think it may be known to someone else, ask the Stairway team for a new one.',
};

/**
 * Renders the alert.
 * @param props.firstName the owner's first name, when the account has one (operators and pipeline viewers have
 *   none); props.account the kind of account; props.link the page to sign in or change the password on;
 *   props.failures how many failed sign-ins were seen; props.minutes over how long
 * @returns subject, HTML and plain-text parts
 */
export async function renderSignInAlertEmail(props: {
  firstName?: string | undefined;
  account: SignInAlertAccount;
  link: string;
  failures: number;
  minutes: number;
}) {
  const subject = 'Someone is trying to sign in to your Stairway account';
  const element = (
    <EmailLayout
      preview="We stopped failed sign-ins to your account. Nothing has changed."
      title="Someone is trying to sign in"
      reason="You are receiving this because many failed sign-ins used this e-mail address."
    >
      <Text>{props.firstName ? `Hi ${props.firstName},` : 'Hello,'}</Text>
      <Text>
        Someone is trying to sign in to your Stairway account: we have seen at least {props.failures} failed
        sign-ins with this e-mail address in the last {props.minutes} minutes. We are slowing them down, and
        you can still sign in as usual.
      </Text>
      <Text>{ADVICE[props.account]}</Text>
      <EmailButton href={props.link}>
        {props.account === 'applicant' || props.account === 'coApplicant' ? 'Change my password' : 'Sign in'}
      </EmailButton>
      <Text style={small}>
        If it was you, you can ignore this e-mail. We send it at most once an hour. If the button does not
        work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}
