// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ModalValue } from './ModalValue';

afterEach(cleanup);
beforeEach(() => {
  // The Clipboard API path of copyText needs a secure context; user-event provides the clipboard.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.signature';

describe('ModalValue', () => {
  it('opens from its button, shows the value and copies it ("Copy" then "Copied!")', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalValue label="Token" value={SECRET} copyToast={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token' });
    expect(dialog.textContent).toContain(SECRET);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy.textContent).toBe('Copy');
    await user.click(copy);
    await waitFor(() => expect(copy.textContent).toBe('Copied!'));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalValue label="Token" value="v" />);
    await user.click(screen.getByRole('button', { name: 'Token' }));
    await screen.findByRole('dialog', { name: 'Token' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalValue label="Token" value="v" />);
    await user.click(screen.getByRole('button', { name: 'Token' }));
    await screen.findByRole('dialog', { name: 'Token' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses a separate button label, and can hide the copy button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalValue label="Private key" buttonLabel="Show key" value="k" copyable={false} />);
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Private key' });
    expect(dialog.textContent).toContain('k');
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('works without a label, titled by its button label', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalValue buttonLabel="View" value="x" />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'View' })).toBeTruthy();
  });
});
