/** The Mantine theme: one brand colour (deep green-teal #0F6E5A) with a 10-shade scale (DESIGN.md "Brand"). */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const stairway: MantineColorsTuple = [
  '#e7f5f1',
  '#cfe9e1',
  '#9dd3c3',
  '#68bca3',
  '#3fa888',
  '#248f72',
  '#0f6e5a',
  '#0c5c4b',
  '#094a3c',
  '#05352b',
];

export const theme = createTheme({
  primaryColor: 'stairway',
  primaryShade: 6,
  colors: { stairway },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    // Every close icon needs an accessible name; pages may give a more specific one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A titled toast's message is gray-6 by default (about 3:1 on white): gray-7 reaches AA.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close this message' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
    // A table that scrolls sideways keeps everything it holds inside its box: without a positioned container, a
    // visually hidden column heading ("Actions", position: absolute) was placed by the page instead, and
    // widened it past a phone's screen (the console's staff lists were 653 px wide at 390).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
  },
});

/**
 * Darker "dimmed" text and error red than Mantine's defaults, which fall below WCAG AA contrast (about
 * 3.3:1) on white; these reach 4.5:1 or more (DESIGN.md "Quality bar").
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
