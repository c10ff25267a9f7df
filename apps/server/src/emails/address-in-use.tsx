/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mails to the owner of an address that someone else tried to use (decision 046): an applicant added it as
 * their co-applicant (addCoApplicant, resendPermissionEmail), or a signed-in applicant asked to move their
 * account to it (checkNewEmail). The caller gets the same answer as for a free address; the owner is told here
 * instead, so that the answer never says which addresses have accounts. Made like every other e-mail
 * (react-email, the shared layout), as responsive HTML with a plain-text part, in British English.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

const small = { color: '#4b5563', fontSize: 14 } as const;

/**
 * Renders the e-mail to the owner of an address that an applicant tried to add as their co-applicant.
 * @param props.firstName the owner's first name; props.mainApplicantFirstName the first name of the applicant
 *   who tried; props.role whether the address is an applicant's account or someone's co-applicant;
 *   props.signInLink the sign-in page
 * @returns the subject, HTML and plain text
 */
export async function renderCoApplicantAddressInUseEmail(props: {
  firstName: string;
  mainApplicantFirstName: string;
  role: 'applicant' | 'coApplicant';
  signInLink: string;
}): Promise<RenderedEmail> {
  const already =
    props.role === 'applicant'
      ? 'This address already has its own Stairway account'
      : 'This address already belongs to a co-applicant on another Stairway application';
  const element = (
    <EmailLayout
      preview={`${props.mainApplicantFirstName} tried to add you as their co-applicant`}
      title="Someone tried to add you as a co-applicant"
      reason="You are receiving this because someone entered this e-mail address on Stairway."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.mainApplicantFirstName} tried to add this e-mail address as the co-applicant on their Stairway
        rent-to-own application. {already}, and one address can belong to only one person on Stairway, so you
        have not been added and nothing about your account has changed.
      </Text>
      <Text>
        If you want to apply with {props.mainApplicantFirstName}, ask them to add you with a different e-mail
        address. You can still sign in as usual:
      </Text>
      <EmailButton href={props.signInLink}>Sign in</EmailButton>
      <Text style={small}>
        If you do not know {props.mainApplicantFirstName}, you can ignore this e-mail: we have not shared
        anything about you with them.
      </Text>
    </EmailLayout>
  );
  return {
    subject: 'Someone tried to add you as a co-applicant on Stairway',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/**
 * Renders the e-mail to the owner of an address that another account asked to change to (checkNewEmail).
 * @param props.firstName the owner's first name; props.signInLink the sign-in page; props.resetLink the
 *   forgotten-password page
 * @returns the subject, HTML and plain text
 */
export async function renderEmailChangeAddressInUseEmail(props: {
  firstName: string;
  signInLink: string;
  resetLink: string;
}): Promise<RenderedEmail> {
  const element = (
    <EmailLayout
      preview="Someone asked to use this e-mail address for another Stairway account"
      title="This address already has a Stairway account"
      reason="You are receiving this because someone entered this e-mail address on Stairway."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        Someone signed in to a Stairway account asked to change that account’s e-mail address to this one.
        This address already belongs to your Stairway account, so nothing has changed: one address can belong
        to only one account.
      </Text>
      <Text>
        If it was you, sign in with this address instead, or choose a different new address for the other
        account.
      </Text>
      <EmailButton href={props.signInLink}>Sign in</EmailButton>
      <Text style={small}>
        If it was not you, you do not need to do anything. If you think someone else knows your password,
        reset it: {props.resetLink}
      </Text>
    </EmailLayout>
  );
  return {
    subject: 'Someone asked to use your e-mail address on Stairway',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
