/** Shared field settings of the onboarding forms (DESIGN.md "Forms": labels above fields, help text below). */

type WrapperPart = 'label' | 'input' | 'description' | 'error';

/** Mantine's order of a field's parts: label, field, help text, then the error next to it. */
export const inputWrapperOrder: WrapperPart[] = ['label', 'input', 'description', 'error'];
