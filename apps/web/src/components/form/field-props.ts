/**
 * Settings every field of the app's forms shares (DESIGN.md "Forms": labels above fields, help text below,
 * the error next to the field).
 */

type WrapperPart = 'label' | 'input' | 'description' | 'error';

/** Mantine's order of a field's parts: label, field, help text, then the error next to it. */
export const inputWrapperOrder: WrapperPart[] = ['label', 'input', 'description', 'error'];
