/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail when a Direct Debit payment of the plan fails (services/direct-debit/payment-failed-emails.ts;
 * decision 071): what failed and why, what is owed, and whether and when the bank is asked again.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of a payment-failed e-mail. */
export type PaymentFailedProps = {
  firstName: string;
  /** What the payment was for, e.g. "Monthly payment 2 (November 2026)". */
  description: string;
  /** Its amount in words, e.g. "£1,083.67". */
  amount: string;
  /** The bank's reason, e.g. "Insufficient funds". */
  reason: string;
  /** The day it is tried again in words, or null when it is not tried again. */
  retryOn: string | null;
  /** Their home page. */
  link: string;
};

/** The payment-failed e-mail's React body. */
export function PaymentFailed(props: PaymentFailedProps) {
  const title = 'A payment of your plan failed';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        Your bank did not pay {props.description}, {props.amount}. The reason it gave: {props.reason}.
      </Text>
      <Text>
        {props.retryOn
          ? `We will ask your bank again on ${props.retryOn}. Please make sure the money is in your account by then.`
          : 'We will not ask your bank again for this payment. Please contact us to arrange paying it.'}
      </Text>
      <Button
        href={props.link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        See your payments
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders a payment-failed e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderPaymentFailed(props: PaymentFailedProps) {
  const element = <PaymentFailed {...props} />;
  return {
    subject: `Your Stairway payment of ${props.amount} failed`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
