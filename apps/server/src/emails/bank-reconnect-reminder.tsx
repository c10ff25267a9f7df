/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail asking a person to reconnect their bank before their open-banking consent ends (decision 054;
 * `npm run ops -- send-bank-reconnect-reminders`, ops/bank-reconnect-reminders.ts): UK consent lasts 90
 * days, and the person is reminded 7 days before it ends.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the reconnect e-mail. */
export type BankReconnectReminderProps = {
  firstName: string;
  /** The bank's name, e.g. "Monzo"; null when the provider gave none. */
  bankName: string | null;
  /** The day the consent ends, as people read it, e.g. "3 March 2027". */
  endsOn: string;
  /** The bank statements page of the application. */
  link: string;
};

const SUBJECT = 'Your bank connection to Stairway ends soon';

/** The reconnect e-mail's React body. */
export function BankReconnectReminderEmail({
  firstName,
  bankName,
  endsOn,
  link,
}: BankReconnectReminderProps) {
  const bank = bankName ? `your ${bankName} account` : 'your bank account';
  return (
    <EmailLayout
      preview={`Your bank connection ends on ${endsOn}: reconnect in a minute`}
      title="Reconnect your bank"
    >
      <Text>Hi {firstName},</Text>
      <Text>
        The read-only connection to {bank} that you shared with Stairway through open banking ends on {endsOn}
        . UK rules ask you to renew your consent every 90 days.
      </Text>
      <Button
        href={link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        Reconnect my bank
      </Button>
      <Text>
        If you would rather not reconnect, you can upload your bank statements instead on the same page.
        Stairway can never move money.
      </Text>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the reconnect e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderBankReconnectReminderEmail(props: BankReconnectReminderProps) {
  const element = <BankReconnectReminderEmail {...props} />;
  return { subject: SUBJECT, html: await render(element), text: await render(element, { plainText: true }) };
}
