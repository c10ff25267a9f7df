/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The receipts a customer expects: the receipt for the waitlist fee, sent once per payment when it is
 * confirmed as paid (services/payments.ts), and "We've got your home" after an applicant submits a home for
 * review (services/home-submission-emails.ts). Both in British English, made with the shared layout, with a
 * plain-text part.
 */

import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

const small = { color: '#4b5563', fontSize: 14 } as const;
const row = { margin: '4px 0' } as const;

/**
 * The receipt for the waitlist fee.
 * @param props.firstName the payer's first name; props.amount the amount paid, already formatted by the domain's
 *   money helper (e.g. "£99"); props.paidOn the day it was paid, in words (UK time, e.g. "29 November 2026");
 *   props.reference the payment's reference (the provider's checkout reference), to quote in a question;
 *   props.link the waitlist page
 * @returns subject, HTML and plain-text parts
 */
export async function renderWaitlistFeeReceiptEmail(props: {
  firstName: string;
  amount: string;
  paidOn: string;
  reference: string;
  link: string;
}) {
  const element = (
    <EmailLayout
      preview={`We received your ${props.amount} waitlist fee. You're on the Stairway waitlist.`}
      title="Your receipt"
      reason="You are receiving this because you paid the Stairway waitlist fee."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        Thank you: we received your payment, and you are on the Stairway waitlist. Keep this e-mail as your
        receipt.
      </Text>
      <Section style={{ backgroundColor: '#f4f6f5', borderRadius: 8, padding: '8px 16px' }}>
        <Text style={row}>What: Stairway waitlist fee</Text>
        <Text style={row}>Amount paid: {props.amount}</Text>
        <Text style={row}>Paid on: {props.paidOn}</Text>
        <Text style={row}>Payment reference: {props.reference}</Text>
      </Section>
      <Text>
        The fee is paid once and puts you, and anyone applying with you, on the Stairway waitlist: our team
        goes on with your application, and you can submit the home you want once you find it.
      </Text>
      <EmailButton href={props.link}>See your waitlist place</EmailButton>
      <Text style={small}>
        If you have a question about this payment, reply to this e-mail and quote the payment reference. If
        the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
  return {
    subject: `Your Stairway receipt: ${props.amount} waitlist fee`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/**
 * "We've got your home", after a home is submitted for review (submitHomeSubmission, or
 * createHomeSubmissionWithListing, which submits a listed home at once).
 * @param props.firstName the applicant's first name; props.address the home's address in one line (as the
 *   applicant gave it, or the listing's display address); props.district its postcode district, e.g. "SE1";
 *   props.link the applicant's homes page
 * @returns subject, HTML and plain-text parts
 */
export async function renderHomeReceivedEmail(props: {
  firstName: string;
  address: string;
  district: string | null;
  link: string;
}) {
  const where = props.district ? `${props.address} (${props.district})` : props.address;
  const element = (
    <EmailLayout
      preview="Our team will review the home you submitted."
      title="We’ve got your home"
      reason="You are receiving this because you submitted a home to Stairway."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>Thank you: we have received the home you submitted, {where}.</Text>
      <Text>
        What happens next: our team reviews it, and we e-mail you when we have decided whether it can be
        approved for your Stairway plan. While it is under review you cannot submit another home, and you can
        withdraw it from your homes page.
      </Text>
      <EmailButton href={props.link}>See your homes</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
  return {
    subject: 'We’ve got your home',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
