/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The saved-search e-mails: the daily alert of new homes matching a saved search
 * (services/saved-search-alerts.ts) and the confirmation sent when a search is saved with alerts on
 * (services/saved-search-emails.ts). Both carry an unsubscribe link that works without signing in, and say which
 * search they are about in the same sentence as the Saved searches page (describeHomeSearch).
 */
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

const small = { color: '#4b5563', fontSize: 14 } as const;
const homeRow = { margin: '0 0 12px' } as const;

/** One home in an alert, its figures already formatted (price by formatGBP). */
export type AlertEmailHome = {
  /** e.g. "£250,000". */
  price: string;
  /** The listing's display address. */
  address: string;
  /** e.g. "2 bedrooms", "Studio", or null when the feed gave none. */
  bedrooms: string | null;
  /** The home's type in words, e.g. "Flat", "Semi-detached house". */
  type: string;
  /** Where to see it in the app: the search on the explore page with this home's details open (?home=). */
  link: string;
};

/** What both e-mails say about the search: its name, its sentence and its links. */
type SearchProps = {
  firstName: string;
  /** The saved search's name. */
  name: string;
  /** describeHomeSearch's sentence. */
  summary: string;
  /** The explore page with the search in its query. */
  searchLink: string;
  /** The unsubscribe page with this search's token: works signed out. */
  unsubscribeLink: string;
  /** The Saved searches page. */
  manageLink: string;
};

/** The footer lines: how to stop these e-mails, with and without signing in. */
function StopAlerts(props: { unsubscribeLink: string; manageLink: string }) {
  return (
    <Text style={small}>
      Don’t want these e-mails? <Link href={props.unsubscribeLink}>Turn off alerts for this search</Link> (no
      need to sign in), or manage all your searches on your{' '}
      <Link href={props.manageLink}>Saved searches</Link> page.
    </Text>
  );
}

/**
 * The daily alert: up to 10 new homes matching a saved search, "and N more" when there were more.
 * @param props the search (name, summary, links) and props.homes the homes to list (at most 10, newest first);
 *   props.moreCount how many more new homes match beyond those listed (0 for none)
 * @returns subject, HTML and plain-text parts
 */
export async function renderSavedSearchAlertEmail(
  props: SearchProps & { homes: AlertEmailHome[]; moreCount: number },
) {
  const total = props.homes.length + props.moreCount;
  const newHomes = total === 1 ? '1 new home' : `${total} new homes`;
  const element = (
    <EmailLayout
      preview={`${newHomes} for “${props.name}”: ${props.summary}`}
      title={`${newHomes} for your search`}
      reason="You are receiving this because you saved a search on Stairway with e-mail alerts on."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        {total === 1 ? 'This home is' : 'These homes are'} new on Stairway and match your saved search “
        {props.name}”: {props.summary}.
      </Text>
      <Section>
        {props.homes.map((home) => (
          <Text key={home.link + home.address} style={homeRow}>
            <Link href={home.link}>
              <strong>{home.price}</strong> {home.address}
            </Link>
            <br />
            {[home.type, home.bedrooms].filter(Boolean).join(', ')}
          </Text>
        ))}
      </Section>
      {props.moreCount > 0 ? (
        <Text>
          and {props.moreCount} more {props.moreCount === 1 ? 'home' : 'homes'}.
        </Text>
      ) : null}
      <EmailButton href={props.searchLink}>See the search</EmailButton>
      <Text style={small}>
        We send at most one e-mail a day for each saved search. If the button does not work, paste this
        address into your browser: {props.searchLink}
      </Text>
      <StopAlerts unsubscribeLink={props.unsubscribeLink} manageLink={props.manageLink} />
    </EmailLayout>
  );
  return {
    subject: `${newHomes} for “${props.name}”`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/**
 * The confirmation sent when a search is saved with alerts on: what the search is, when alerts come, and how to
 * stop them.
 * @param props the search (name, summary, links)
 * @returns subject, HTML and plain-text parts
 */
export async function renderSavedSearchConfirmationEmail(props: SearchProps) {
  const element = (
    <EmailLayout
      preview={`We’ll e-mail you new homes for “${props.name}” once a day.`}
      title="Your search alerts are on"
      reason="You are receiving this because you saved a search on Stairway with e-mail alerts on."
    >
      <Text>Hi {props.firstName},</Text>
      <Text>
        You saved the search “{props.name}”: {props.summary}. When new homes match it, we’ll e-mail you once a
        day, listing them.
      </Text>
      <EmailButton href={props.searchLink}>See the search</EmailButton>
      <Text style={small}>
        If the button does not work, paste this address into your browser: {props.searchLink}
      </Text>
      <StopAlerts unsubscribeLink={props.unsubscribeLink} manageLink={props.manageLink} />
    </EmailLayout>
  );
  return {
    subject: `Alerts are on for “${props.name}”`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
