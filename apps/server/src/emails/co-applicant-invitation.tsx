/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The co-applicant's sign-up e-mail (spec §7 addCoApplicant and resendPermissionEmail; decision record 015):
 * the applicant has added them to a joint application, and the link lets them choose a password, give their
 * permission and complete their own steps. Made like every other e-mail (react-email, the shared layout),
 * as responsive HTML with a plain-text part, in British English.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

const small = { color: '#4b5563', fontSize: 14 } as const;

/**
 * Renders the co-applicant's sign-up e-mail.
 * @param props.firstName the co-applicant's first name; props.mainApplicantFirstName the applicant's;
 *   props.link the sign-up page with the token; props.expiresInDays how long the link works
 */
export async function renderCoApplicantInvitationEmail(props: {
  firstName: string;
  mainApplicantFirstName: string;
  link: string;
  expiresInDays: number;
}): Promise<RenderedEmail> {
  const element = (
    <EmailLayout
      preview={`${props.mainApplicantFirstName} has added you to their Stairway application`}
      title="Join your joint application"
      reason={`You are receiving this because ${props.mainApplicantFirstName} added you as their co-applicant on Stairway.`}
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.mainApplicantFirstName} has added you as the co-applicant on their Stairway rent-to-own
        application. To carry on, choose a password, give your permission for us to assess you together, and
        tell us about yourself, your income and your bank statements.
      </Text>
      <EmailButton href={props.link}>Join the application</EmailButton>
      <Text style={small}>
        The link works once and expires in {props.expiresInDays} days. If the button does not work, paste this
        address into your browser: {props.link}
      </Text>
      <Text style={small}>
        If you do not know {props.mainApplicantFirstName} or do not want to join, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
  return {
    subject: `${props.mainApplicantFirstName} has added you to their Stairway application`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
