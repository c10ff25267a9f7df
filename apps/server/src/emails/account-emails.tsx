/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The account e-mails (spec §7 resetPasswordRequest, checkNewEmail, resendOtpCode, createAccountExistingCustomer): a
 * password-reset link, a change-of-e-mail link to the new address (the notice to the old one is
 * account-security-emails.tsx), a one-time code, and an invitation for a customer the team recorded. Each is made the
 * one way the server renders e-mails (react-email, the shared layout), as responsive HTML with a plain-text part, in
 * British English.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { ReactElement } from 'react';
import { EmailButton, EmailLayout } from './layout';

/** A rendered e-mail: subject, HTML and plain-text parts. */
export type RenderedEmail = { subject: string; html: string; text: string };

async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}

const small = { color: '#4b5563', fontSize: 14 } as const;

/** Formats a 6-digit code as "123 456", easier to read and type. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The password-reset e-mail (resetPasswordRequest).
 * @param props.link the reset page with the token; props.expiresInMinutes how long it works
 */
export function renderResetPasswordEmail(props: {
  firstName: string;
  link: string;
  expiresInMinutes: number;
}) {
  return renderEmail(
    'Reset your Stairway password',
    <EmailLayout preview="Choose a new password for your Stairway account" title="Reset your password">
      <Text>Hi {props.firstName},</Text>
      <Text>
        Someone asked to reset the password of your Stairway account. If it was you, choose a new password
        with the button below. Signing in with the new password signs you out everywhere else.
      </Text>
      <EmailButton href={props.link}>Choose a new password</EmailButton>
      <Text style={small}>
        The link works once and expires in {props.expiresInMinutes} minutes. If the button does not work,
        paste this address into your browser: {props.link}
      </Text>
      <Text style={small}>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </Text>
    </EmailLayout>,
  );
}

/**
 * The e-mail to a new address that confirms a change of e-mail (checkNewEmail).
 * @param props.link the confirmation page with the token; props.expiresInHours how long it works
 */
export function renderChangeEmailConfirmEmail(props: {
  firstName: string;
  newEmail: string;
  link: string;
  expiresInHours: number;
}) {
  return renderEmail(
    'Confirm your new e-mail address for Stairway',
    <EmailLayout
      preview="Confirm this address to use it for your Stairway account"
      title="Confirm your new e-mail address"
      reason="You are receiving this because someone asked to use this address for a Stairway account."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        You asked to use {props.newEmail} for your Stairway account. Confirm it with the button below: from
        then on you sign in with this address and we write to you here.
      </Text>
      <EmailButton href={props.link}>Confirm my new e-mail</EmailButton>
      <Text style={small}>
        The link works once and expires in {props.expiresInHours} hours. If the button does not work, paste
        this address into your browser: {props.link}
      </Text>
      <Text style={small}>If you did not ask for this, ignore this e-mail and nothing will change.</Text>
    </EmailLayout>,
  );
}

/**
 * The one-time code e-mail (resendOtpCode).
 * @param props.code the 6 digits; props.link the code page; props.expiresInMinutes how long the code works
 */
export function renderOneTimeCodeEmail(props: {
  firstName: string;
  code: string;
  link: string;
  expiresInMinutes: number;
}) {
  return renderEmail(
    `Your Stairway code: ${spaced(props.code)}`,
    <EmailLayout
      preview={`Your code is ${spaced(props.code)}. It works for ${props.expiresInMinutes} minutes.`}
      title="Your confirmation code"
    >
      <Text>Hi {props.firstName},</Text>
      <Text>Enter this code in Stairway to confirm your e-mail address:</Text>
      <Text style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' }}>
        {spaced(props.code)}
      </Text>
      <EmailButton href={props.link}>Enter my code</EmailButton>
      <Text style={small}>
        The code works for {props.expiresInMinutes} minutes. If the button does not work, paste this address
        into your browser: {props.link}
      </Text>
      <Text style={small}>Never share this code. Stairway will never ask you for it by phone.</Text>
    </EmailLayout>,
  );
}

/**
 * The invitation to a customer the team recorded (npm run ops -- invite-customer).
 * @param props.link the page that sets their password; props.expiresInDays how long it works
 */
export function renderInvitationEmail(props: { firstName: string; link: string; expiresInDays: number }) {
  return renderEmail(
    'Your Stairway account is ready',
    <EmailLayout
      preview="Choose a password to see your Stairway application"
      title="Your Stairway account is ready"
      reason="You are receiving this because the Stairway team set up an account for you."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        Thanks for talking to the Stairway team. We have set up your account with your application. Choose a
        password to sign in and see your progress.
      </Text>
      <EmailButton href={props.link}>Choose my password</EmailButton>
      <Text style={small}>
        The link works once and expires in {props.expiresInDays} days. If the button does not work, paste this
        address into your browser: {props.link}
      </Text>
    </EmailLayout>,
  );
}

/**
 * The e-mail to the owner of an address someone tried to sign up with again (onboard): the page answers
 * every sign-up the same way, so the owner, not the person on the page, learns that the address already has
 * an account, with a way to sign in and to reset the password.
 * @param props.firstName the owner's first name; props.role whose address it is (an applicant's account or a
 *   co-applicant's); props.signInLink the sign-in page; props.resetLink the forgotten-password page
 */
export function renderAccountExistsEmail(props: {
  firstName: string;
  role: 'applicant' | 'coApplicant';
  signInLink: string;
  resetLink: string;
}) {
  return renderEmail(
    'You already have a Stairway account',
    <EmailLayout
      preview="Someone tried to create a Stairway account with this address"
      title="You already have an account"
      reason="You are receiving this because someone tried to create a Stairway account with this address."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        Someone, perhaps you, just tried to create a Stairway account with this e-mail address.{' '}
        {props.role === 'coApplicant'
          ? 'This address is already a co-applicant’s on a Stairway application, so no new account was made. Sign in with it to see that application.'
          : 'This address already has an account, so no new account was made and nothing about your application has changed.'}
      </Text>
      <EmailButton href={props.signInLink}>Sign in</EmailButton>
      <Text style={small}>
        Forgotten your password? Choose a new one at {props.resetLink}. If this was not you, you can ignore
        this e-mail: nobody can sign in without your password.
      </Text>
    </EmailLayout>,
  );
}
