/**
 * A segmented control (one choice of a few, side by side) drawn with CSS alone: native radio buttons in a
 * `radiogroup`, each inside its label, with the look of Mantine's SegmentedControl.
 *
 * Why not Mantine's: its sliding indicator measures the control's position in an effect when it mounts, which
 * makes the browser lay out the whole page inside React's commit. On the explore page that was 90-110 ms of one
 * long task at a phone's speed, for an animation (docs/decisions/040-no-layout-in-commits.md). Native radios keep what
 * Mantine's gave: one tab stop, arrow keys to change, a name for each option.
 */
import { type ReactNode, useId } from 'react';
import classes from './segmented-radios.module.css';

/** One option: its value and what it shows (text, or an icon with a visually hidden name). */
export type SegmentedRadiosOption<T extends string> = { value: T; label: ReactNode };

/** Props of the control; name it with `aria-label` or `aria-labelledby`. */
export type SegmentedRadiosProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: readonly SegmentedRadiosOption<T>[];
  /** Stretch to the container's width, options sharing it equally. */
  fullWidth?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The control.
 * @returns a `radiogroup` of labelled radio buttons, the one of `value` checked
 */
export function SegmentedRadios<T extends string>({
  value,
  onChange,
  data,
  fullWidth,
  ...names
}: SegmentedRadiosProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-full-width={fullWidth || undefined} {...names}>
      {data.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
