/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The notices of a change to an account's sign-in (decision 052): "Your password was changed", to the
 * account's address after a change or a reset, and "Your e-mail address was changed", to the OLD address once
 * a change is confirmed. Each carries a "This wasn't me" link (single use, expiring) to /account/secure, which
 * signs every session out, puts the old address back after a change of e-mail, and e-mails a password-reset
 * link. Neither carries the password or a sign-in link.
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

/** The "This wasn't me" part shared by both notices: what the link does, the button and the written-out link. */
function NotMe(props: { secureLink: string; expiresInDays: number; restoresEmail: boolean }) {
  return (
    <>
      <Text>
        If you did not make this change, use the button below. It signs your account out on every device
        {props.restoresEmail ? ', puts your e-mail address back to this one' : ''} and sends a link to choose
        a new password to {props.restoresEmail ? 'this address' : 'your e-mail address'}.
      </Text>
      <EmailButton href={props.secureLink}>This wasn’t me</EmailButton>
      <Text style={small}>
        The link works once and expires in {props.expiresInDays} days. If the button does not work, paste this
        address into your browser: {props.secureLink}
      </Text>
    </>
  );
}

/**
 * "Your password was changed" (after saveNewPassword or resetPassword).
 * @param props.firstName the account's first name; props.how 'changed' (in the settings, signed in) or 'reset'
 *   (from a forgotten-password link); props.when the time of the change in words (UK time), e.g. "29 November
 *   2026 at 09:05"; props.secureLink the "This wasn't me" page with its token; props.expiresInDays its life
 * @returns subject, HTML and plain-text parts
 */
export function renderPasswordChangedEmail(props: {
  firstName: string;
  how: 'changed' | 'reset';
  when: string;
  secureLink: string;
  expiresInDays: number;
}) {
  return renderEmail(
    'Your Stairway password was changed',
    <EmailLayout
      preview="If this wasn’t you, secure your account with the link inside."
      title="Your password was changed"
      reason="You are receiving this because the password of your Stairway account was changed."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        The password of your Stairway account was{' '}
        {props.how === 'reset' ? 'reset with a link we e-mailed' : 'changed in your settings'} on {props.when}
        . Every other device was signed out. If this was you, there is nothing more to do.
      </Text>
      <NotMe secureLink={props.secureLink} expiresInDays={props.expiresInDays} restoresEmail={false} />
    </EmailLayout>,
  );
}

/**
 * "Your e-mail address was changed", to the old address once verifyNewEmailToken confirms the new one.
 * @param props.firstName the account's first name; props.newEmail the address the account uses now;
 *   props.secureLink the "This wasn't me" page with its token (it puts this old address back);
 *   props.expiresInDays its life
 * @returns subject, HTML and plain-text parts
 */
export function renderEmailChangedNoticeEmail(props: {
  firstName: string;
  newEmail: string;
  secureLink: string;
  expiresInDays: number;
}) {
  return renderEmail(
    'Your Stairway e-mail address has changed',
    <EmailLayout
      preview={`Your account now uses ${props.newEmail}`}
      title="Your e-mail address has changed"
      reason="You are receiving this because this address was the e-mail address of a Stairway account."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        The e-mail address of your Stairway account is now {props.newEmail}. You sign in with it from now on,
        and we will write to you there. If this was you, there is nothing more to do.
      </Text>
      <NotMe secureLink={props.secureLink} expiresInDays={props.expiresInDays} restoresEmail={true} />
    </EmailLayout>,
  );
}
