/**
 * A radio card of the form kit: one option of a Mantine Radio.Group drawn as a large card (at least 48 px
 * tall, DESIGN.md "Quality bar"), outlined in the brand colour once chosen. Used by the yes/no questions and
 * the income type choice.
 */
import { Radio, type RadioCardProps } from '@mantine/core';
import type { Ref } from 'react';
import classes from './form.module.css';

/**
 * One option of a Radio.Group as a card.
 * @param props Radio.Card's props (value, tabIndex, children, an extra className) and a ref to its button
 */
export function ChoiceCard({ className, ...props }: RadioCardProps & { ref?: Ref<HTMLButtonElement> }) {
  return <Radio.Card {...props} className={className ? `${classes.choice} ${className}` : classes.choice} />;
}
