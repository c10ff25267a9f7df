/**
 * The build's stand-in for Mantine's useId (decision 042): React's id, the same from the first render on, with no
 * state update after mounting; unique per component; a given id is kept.
 */
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  const renders = useRef(0);
  renders.current += 1;
  return <input data-testid="field" id={id} data-renders={renders.current} readOnly />;
}

describe('useId for Mantine', () => {
  it('gives each component its own valid id from the first render, and renders once', () => {
    const { rerender } = render(
      <>
        <Field />
        <Field />
      </>,
    );
    const [first, second] = screen.getAllByTestId('field');
    const id = first?.id ?? '';
    expect(id).toMatch(/^mantine-[\w-]+$/);
    expect(second?.id).toMatch(/^mantine-[\w-]+$/);
    expect(second?.id).not.toBe(id);
    // Mantine's own hook renders twice: once with React's id, then with a random one set in a layout effect.
    expect(first?.dataset.renders).toBe('1');

    rerender(
      <>
        <Field />
        <Field />
      </>,
    );
    expect(screen.getAllByTestId('field')[0]?.id).toBe(id);
  });

  it('keeps an id given by the caller', () => {
    render(<Field staticId="sort-by" />);
    expect(screen.getByTestId('field').id).toBe('sort-by');
  });
});
