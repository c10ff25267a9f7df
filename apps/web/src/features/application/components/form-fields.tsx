/**
 * The fields the application's forms are made of (DESIGN.md "Forms": labels above fields, help text below, the
 * error next to the field): whole pounds with a £ prefix, text, a yes/no choice and a choice from a list.
 * Each is bound to a react-hook-form field; number fields give numbers, and an empty number field gives
 * `null`, which the domain schemas read as "not given" (and refuse for a required amount).
 */
import { Group, NativeSelect, NumberInput, Radio, Text, TextInput } from '@mantine/core';
import { createContext, type ReactNode, use, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { inputWrapperOrder } from '../../../lib/field-props';
import classes from './form-fields.module.css';

/** What every field takes: the form's control, the field's name, its label and help text. */
type FieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  /** Shows "Optional" after the label. */
  optional?: boolean;
};

/** The label with a quiet "(optional)" after it. */
function FieldLabel({ label, optional }: { label: ReactNode; optional?: boolean }) {
  if (!optional) return label;
  return (
    <>
      {label}{' '}
      <Text span fz="sm" fw={400} c="dimmed">
        (optional)
      </Text>
    </>
  );
}

/**
 * An amount in whole pounds, with a £ prefix. Say the period in the label, e.g. "Base gross income (a year)".
 * @returns a number input giving a number, or null when empty
 */
export function MoneyField<T extends FieldValues, TOut>(props: FieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NumberInput
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      prefix="£"
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      autoComplete="off"
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}

/**
 * A whole number that is not money, e.g. a contract's length in months.
 * @returns a number input giving a number, or null when empty
 */
export function WholeNumberField<T extends FieldValues, TOut>(
  props: FieldProps<T, TOut> & { suffix?: string },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NumberInput
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      suffix={props.suffix}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      autoComplete="off"
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}

/** A line of text, e.g. a job title. `autoComplete` helps browsers fill it (e.g. "organization-title"). */
export function TextField<T extends FieldValues, TOut>(
  props: FieldProps<T, TOut> & { autoComplete?: string; type?: 'text' | 'email' },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextInput
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}

/**
 * A choice from a list (the browser's own select, easy on phones); nothing chosen gives undefined. The
 * options are the values saved; `labels` gives what people read for each (e.g. EMPLOYMENT_OPTION_LABELS),
 * otherwise the value itself is shown.
 */
export function ChoiceField<T extends FieldValues, TOut>(
  props: FieldProps<T, TOut> & {
    options: readonly string[];
    labels?: Readonly<Record<string, string>>;
    placeholder?: string;
  },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NativeSelect
      size="md"
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      data={[
        { value: '', label: props.placeholder ?? 'Choose one', disabled: true },
        ...props.options.map((option) => ({ value: option, label: props.labels?.[option] ?? option })),
      ]}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}

/**
 * A yes/no question as two large radio cards side by side (touch targets 48 px; arrow keys move between
 * them, Tab reaches the chosen one).
 * @returns true, false, or undefined until answered
 */
export function YesNoField<T extends FieldValues, TOut>(props: FieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : null;
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      name={field.name}
      value={value}
      onChange={(next) => {
        field.onChange(next === 'yes');
        field.onBlur();
      }}
      error={fieldState.error?.message}
      size="md"
      data-testid={`field-${field.name}`}
    >
      <Group gap="sm" grow mt={6} mb={4}>
        {(['yes', 'no'] as const).map((option, index) => {
          const checked = value === option;
          return (
            <Radio.Card
              key={option}
              value={option}
              className={classes.choice}
              ref={index === 0 ? field.ref : undefined}
              tabIndex={checked || (value === null && index === 0) ? 0 : -1}
            >
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator size="sm" />
                <Text fw={500}>{option === 'yes' ? 'Yes' : 'No'}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Group>
    </Radio.Group>
  );
}

/**
 * The heading level of {@link FieldGroup} titles, so the outline stays in order: `h2` on a page whose form
 * sits right under the h1, deeper where the form sits under other headings.
 */
export const FieldGroupHeading = createContext<'h2' | 'h3' | 'h4'>('h2');

/** A titled group of fields inside a form, e.g. "Last year" or "Your accountant". */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = use(FieldGroupHeading);
  return (
    <section className={classes.group} aria-labelledby={titleId}>
      <Text component={heading} id={titleId} fw={700} fz="lg" lh={1.35}>
        {title}
      </Text>
      {description && (
        <Text fz="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <div className={classes.groupFields}>{children}</div>
    </section>
  );
}
