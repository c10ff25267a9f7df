/**
 * The summary of a form's errors (GOV.UK Design System "Error summary"; WCAG 2.1 3.3.1 "Error identification" and 4.1.3
 * "Status messages"): after a save is tried and some answers are not accepted, a `role="alert"` box (read out at once
 * by screen readers) names how many answers need attention and lists each field by its label as a link that moves the
 * focus to the field, where its error is shown (and read out with it). It reads the fields from the page (every control
 * of the form marked `aria-invalid="true"`, with its label), so any form of the app gets it by naming its id, whatever
 * library holds its state, and it follows the errors as they are corrected or the server adds some.
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** One field that needs attention. */
export type ErrorSummaryItem = {
  /** The field's element id (the link's target). */
  id: string;
  /** What the person reads as the field's name, e.g. "Date of birth". */
  label: string;
};

/** The text of the element(s) an `aria-labelledby` or `aria-describedby` list names. */
function textOfIds(ids: string | null): string {
  if (!ids) return '';
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * The fields of a form that need attention, in the order they appear.
 * @param form the form element
 * @returns one item per control marked `aria-invalid="true"` that has an id: its label (the `<label>`, else
 *   `aria-labelledby`, else `aria-label`; a trailing required asterisk removed)
 */
export function collectFormErrors(form: HTMLElement): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (!element.id) continue;
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
    const label = (
      labelled ||
      textOfIds(element.getAttribute('aria-labelledby')) ||
      element.getAttribute('aria-label') ||
      element.id
    )
      .replace(/\s*\*$/, '')
      .trim();
    items.push({ id: element.id, label });
  }
  return items;
}

/**
 * Shows the summary of the errors of the form with id `formId` once the person has tried to submit it.
 * Renders nothing while every answer is accepted.
 */
export function ErrorSummary({ formId }: { formId: string }) {
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    let tried = false;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (tried) setItems(collectFormErrors(form));
      });
    };
    const onSubmit = () => {
      tried = true;
      update();
    };
    // Validation runs after the submit event (and the server may answer later): follow the marks.
    const observer = new MutationObserver(update);
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    form.addEventListener('submit', onSubmit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      form.removeEventListener('submit', onSubmit);
    };
  }, [formId]);

  if (items.length === 0) return null;
  const count = items.length === 1 ? '1 answer needs' : `${items.length} answers need`;
  return (
    <Alert
      variant="light"
      color="red"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title={`${count} your attention`}
      data-testid="error-summary"
    >
      <Text fz="sm" mb={4}>
        Nothing has been saved yet. Please check what it says next to:
      </Text>
      <List fz="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item.id}>
            <Anchor
              href={`#${item.id}`}
              fz="sm"
              c="red.9"
              td="underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.id)?.focus();
              }}
            >
              {item.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
