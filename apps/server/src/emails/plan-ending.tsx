/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mails of the way out of a plan (services/plan-endings; decision 076): to the team when a customer gives
 * or withdraws notice to move out or goes ahead with buying the rest (with a link to the case on the console),
 * and to the customer to confirm each step (their notice, the inspection and refund, the purchase completed),
 * with a link to their home page. One layout: a title, a few plain sentences and a button.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { RenderedEmail } from './account-emails';
import { EmailButton, EmailLayout } from './layout';

/** Props of a plan-ending e-mail. */
export type PlanEndingEmailProps = {
  /** The subject and the heading, e.g. "Hattie Lowell gave notice to move out". */
  title: string;
  /** The sentences of the body, in order (already formatted: money by the domain's formatPence). */
  lines: string[];
  /** Where the button goes (the console's case page for the team, the customer's home page). */
  link: string;
  /** The button's words. */
  linkLabel: string;
  /** Why they receive it (the footer). */
  reason: string;
};

const small = { color: '#4b5563', fontSize: 14 } as const;

/** The e-mail's React body. */
export function PlanEndingEmail(props: PlanEndingEmailProps) {
  return (
    <EmailLayout preview={props.title} title={props.title} reason={props.reason}>
      {props.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <EmailButton href={props.link}>{props.linkLabel}</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders a plan-ending e-mail.
 * @param props the title (also the subject), the sentences, the link and its words, and the footer's reason
 * @returns subject, HTML and plain-text parts
 */
export async function renderPlanEndingEmail(props: PlanEndingEmailProps): Promise<RenderedEmail> {
  const element = <PlanEndingEmail {...props} />;
  return {
    subject: props.title,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
