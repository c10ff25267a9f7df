/** The white card that holds an application page's fields (application-page.module.css `.card`). */
import type { ReactNode } from 'react';
import classes from './application-page.module.css';

/** Shows its children in the card. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className={classes.card}>{children}</div>;
}
