// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CollapsePanel } from './CollapsePanel';

afterEach(cleanup);

describe('CollapsePanel', () => {
  it('starts collapsed (content not rendered until first opened) and toggles with its title button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CollapsePanel title="Advanced options">
        <label>
          Seed <input />
        </label>
      </CollapsePanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Advanced options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Seed' })).toBeNull();
    const region = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region()?.textContent).toBe('');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Seed' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Advanced options' })).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Seed' })).toBeNull());
    // Once opened, the content stays rendered (hidden) so what it holds is kept.
    expect(region()?.textContent).toContain('Seed');
  });

  it('keeps what was typed while collapsed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CollapsePanel title="More" defaultExpanded>
        <label>
          Note <input />
        </label>
      </CollapsePanel>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(((await screen.findByRole('textbox', { name: 'Note' })) as HTMLInputElement).value).toBe('kept');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [expanded, setExpanded] = useState(true);
      return (
        <>
          <CollapsePanel title="Panel" expanded={expanded} onExpandedChange={setExpanded}>
            content
          </CollapsePanel>
          <output>{expanded ? 'open' : 'closed'}</output>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    expect(screen.getByRole('button', { name: 'Panel' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Panel' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Panel' }).getAttribute('aria-expanded')).toBe('false');
  });
});
