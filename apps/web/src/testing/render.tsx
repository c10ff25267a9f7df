/**
 * Renders a component as the app does (Mantine with the Stairway theme, and Mantine's modals), for component
 * tests of the web Vitest project.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cssVariablesResolver, theme } from '../app/theme';

/**
 * Renders `ui` inside the app's Mantine providers.
 * @returns Testing Library's render result
 */
export function renderWithMantine(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}
