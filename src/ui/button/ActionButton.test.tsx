// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ActionButton } from './ActionButton';

afterEach(cleanup);

describe('ActionButton', () => {
  it('is a named button that does not submit forms by default and reacts to clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithProviders(
      <form onSubmit={onSubmit} aria-label="form">
        <ActionButton onClick={onClick}>Generate</ActionButton>
        <ActionButton htmlType="submit">Send</ActionButton>
      </form>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate' });
    expect(button.type).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['basic', 'default', 'light', 'gray'],
    ['basic', 'primary', 'light', 'itGreen'],
    ['text', 'warning', 'subtle', 'yellow'],
    ['text', 'error', 'subtle', 'red'],
  ] as const)('maps variant %s and type %s to Mantine %s/%s', async (variant, type, mantineVariant, color) => {
    await renderWithProviders(
      <ActionButton variant={variant} type={type}>
        Go
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('data-variant')).toBe(mantineVariant);
    expect(button.getAttribute('data-type')).toBe(type);
    expect(button.style.getPropertyValue('--button-color')).toContain(color);
  });

  it.each([
    ['small', '--button-height-xs', 'calc(1.75rem * var(--mantine-scale))'],
    ['medium', '--button-height-sm', 'calc(2.125rem * var(--mantine-scale))'],
    ['large', '--button-height-md', 'calc(2.5rem * var(--mantine-scale))'],
  ] as const)('is %s: %s = %s', async (size, variable, value) => {
    await renderWithProviders(<ActionButton size={size}>Sized</ActionButton>);
    const button = screen.getByRole('button', { name: 'Sized' });
    expect(button.style.getPropertyValue(variable)).toBe(value);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderWithProviders(
      <ActionButton disabled onClick={onClick}>
        Off
      </ActionButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Off' });
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
