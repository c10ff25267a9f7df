/** @jsxRuntime automatic @jsxImportSource react */
/** The e-mail-verification message sent by `onboard` and `resendVerificationEmail`. */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the verification e-mail: the link, and the one-time code that does the same on the code page. */
export type VerifyEmailProps = {
  firstName: string;
  link: string;
  expiresInHours: number;
  code?: { code: string; link: string; expiresInMinutes: number };
};

/** The verification e-mail's React body. */
export function VerifyEmail({ firstName, link, expiresInHours, code }: VerifyEmailProps) {
  return (
    <EmailLayout
      preview="Confirm your e-mail address to continue with Stairway"
      title="Confirm your e-mail address"
    >
      <Text>Hi {firstName},</Text>
      <Text>
        Thanks for starting your Stairway application. Please confirm this is your e-mail address so we can
        keep you up to date with your budget and your application.
      </Text>
      <Button
        href={link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        Confirm my e-mail
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        The link works once and expires in {expiresInHours} hours. If the button does not work, paste this
        address into your browser: {link}
      </Text>
      {code && (
        <Text style={{ color: '#4b5563', fontSize: 14 }}>
          Reading this on another device? Enter the code{' '}
          <strong style={{ color: '#1a1a1a', fontSize: 18, letterSpacing: 3 }}>
            {code.code.slice(0, 3)} {code.code.slice(3)}
          </strong>{' '}
          on the confirmation page instead ({code.link}). The code works for {code.expiresInMinutes} minutes.
        </Text>
      )}
    </EmailLayout>
  );
}

/**
 * Renders the verification e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderVerifyEmail(props: VerifyEmailProps) {
  const element = <VerifyEmail {...props} />;
  return {
    subject: 'Confirm your e-mail address',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
