/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The landlord's sign-in code e-mail (spec §7 landlordSignUp, resendLandlordOtpCode): the 6-digit code that
 * verifyLandlordToken takes, for signing up and for signing in again.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';
import { LANDLORD_EMAIL_REASON } from './valuation';

const small = { color: '#4b5563', fontSize: 14 } as const;

/**
 * Renders the code e-mail.
 * @param props.code the 6 digits; props.link the page to type it on; props.expiresInMinutes how long it works
 * @returns subject, HTML and plain-text parts
 */
export async function renderLandlordCodeEmail(props: {
  firstName: string;
  code: string;
  link: string;
  expiresInMinutes: number;
}) {
  const spaced = `${props.code.slice(0, 3)} ${props.code.slice(3)}`;
  const element = (
    <EmailLayout
      preview={`Your code is ${spaced}. It works for ${props.expiresInMinutes} minutes.`}
      title="Your sign-in code"
      reason={LANDLORD_EMAIL_REASON}
    >
      <Text>Hi {props.firstName},</Text>
      <Text>Enter this code on Stairway to sign in to your landlord account:</Text>
      <Text style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' }}>{spaced}</Text>
      <EmailButton href={props.link}>Go to Stairway</EmailButton>
      <Text style={small}>
        The code works for {props.expiresInMinutes} minutes. If you did not ask for it, you can ignore this
        e-mail: nobody can sign in without the code.
      </Text>
      <Text style={small}>Never share this code. Stairway will never ask you for it by phone.</Text>
    </EmailLayout>
  );
  return {
    subject: `Your Stairway sign-in code: ${spaced}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
