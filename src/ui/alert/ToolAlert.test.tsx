// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ToolAlert } from './ToolAlert';

afterEach(cleanup);

describe('ToolAlert', () => {
  it('shows an error as role alert, with its title', async () => {
    await renderWithProviders(
      <ToolAlert type="error" title="Invalid input">
        The JSON is not valid.
      </ToolAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid input');
    expect(alert.textContent).toContain('The JSON is not valid.');
    expect(alert.getAttribute('data-type')).toBe('error');
    expect(alert.style.getPropertyValue('--alert-color')).toContain('red');
  });

  it('shows a warning (the default) as a status message, without title', async () => {
    await renderWithProviders(<ToolAlert>Weak key.</ToolAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Weak key.');
    expect(status.getAttribute('data-type')).toBe('warning');
    expect(status.style.getPropertyValue('--alert-color')).toContain('yellow');
  });

  it('hides its icon from assistive technology', async () => {
    const { container } = await renderWithProviders(<ToolAlert type="error">Bad</ToolAlert>);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });
});
