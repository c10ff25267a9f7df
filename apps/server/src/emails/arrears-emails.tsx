/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The arrears e-mails (services/arrears; decision 075): a kind reminder of what is owed on each reminder day, and
 * an operator's response to a customer's request for help. Neither threatens; each says how to get help.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

/** Props of an arrears reminder. */
export type ArrearsReminderProps = {
  firstName: string;
  /** What is owed in words, e.g. "£916.67". */
  amount: string;
  /** Since when in words, e.g. "10 November 2026". */
  since: string;
  /** Their home page. */
  link: string;
};

/** The link button and its fallback text. */
function Link({ href, label }: { href: string; label: string }) {
  return (
    <>
      <EmailButton href={href}>{label}</EmailButton>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {href}
      </Text>
    </>
  );
}

/** The reminder's React body. */
export function ArrearsReminder(props: ArrearsReminderProps) {
  const title = 'A reminder about your plan’s payments';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {props.amount} of your plan’s rent has been unpaid since {props.since}. We know things do not always
        go to plan, and your home and your pages stay just as they are.
      </Text>
      <Text>
        You can pay it now, agree a payment plan that suits you (up to six months) or tell us what is
        happening and someone from our team will get in touch. You can do all of this from your home page.
      </Text>
      <Link href={props.link} label="See what you can do" />
    </EmailLayout>
  );
}

/**
 * Renders an arrears reminder.
 * @returns subject, HTML and plain-text parts
 */
export async function renderArrearsReminder(props: ArrearsReminderProps) {
  const element = <ArrearsReminder {...props} />;
  return {
    subject: 'A reminder about your Stairway payments',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/** Props of a response to a request for help. */
export type HardshipResponseProps = { firstName: string; response: string; link: string };

/** The response's React body. */
export function HardshipResponse(props: HardshipResponseProps) {
  const title = 'We have replied to your message';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>Thank you for telling us what is happening. Our reply:</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{props.response}</Text>
      <Link href={props.link} label="Go to your home page" />
    </EmailLayout>
  );
}

/**
 * Renders a response to a request for help.
 * @returns subject, HTML and plain-text parts
 */
export async function renderHardshipResponse(props: HardshipResponseProps) {
  const element = <HardshipResponse {...props} />;
  return {
    subject: 'A reply from Stairway about your payments',
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
