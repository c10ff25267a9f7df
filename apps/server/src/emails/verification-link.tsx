/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail with a link to an identity check or an open banking connection (spec §7
 * sendIdentityVerificationLink, sendOpenBankingLink), so that the applicant can finish it on their phone.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the link e-mail. */
export type VerificationLinkEmailProps = {
  firstName: string;
  kind: 'identity' | 'open-banking';
  link: string;
  expiresInHours: number;
};

const COPY = {
  identity: {
    subject: 'Verify your identity for Stairway',
    title: 'Verify your identity',
    preview: 'Your link to the identity check: photo ID and a selfie, about 5 minutes',
    body:
      'Here is your link to the identity check. You will need your passport, driving licence or national ID ' +
      'card, and your phone’s camera for a short selfie. It takes about 5 minutes.',
    button: 'Start the identity check',
    after:
      'When you have finished, go back to your Stairway application and choose “I’ve finished: check my status”.',
  },
  'open-banking': {
    subject: 'Connect your bank to Stairway',
    title: 'Connect your bank',
    preview: 'Your link to share your bank statements securely with open banking',
    body:
      'Here is your link to share your bank statements with open banking. You choose your bank and sign in ' +
      'with it as usual. Stairway gets read-only access: it can never move money.',
    button: 'Connect my bank',
    after: 'When you have finished, go back to your Stairway application and choose “Check my connection”.',
  },
} as const;

/** The link e-mail's React body. */
export function VerificationLinkEmail({ firstName, kind, link, expiresInHours }: VerificationLinkEmailProps) {
  const copy = COPY[kind];
  return (
    <EmailLayout preview={copy.preview} title={copy.title}>
      <Text>Hi {firstName},</Text>
      <Text>{copy.body}</Text>
      <Button
        href={link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        {copy.button}
      </Button>
      <Text>{copy.after}</Text>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        The link expires in {expiresInHours} hours. If the button does not work, paste this address into your
        browser: {link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the link e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderVerificationLinkEmail(props: VerificationLinkEmailProps) {
  const element = <VerificationLinkEmail {...props} />;
  return {
    subject: COPY[props.kind].subject,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
