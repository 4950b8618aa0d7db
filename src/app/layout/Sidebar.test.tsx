// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { tools } from '../../tools';
import { Sidebar } from './Sidebar';

/** The idle callbacks the sidebar asked for, run by the test when it chooses. */
let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toolLinks = () => within(screen.getByRole('navigation')).getAllByRole('link').filter((link) => link.getAttribute('href') !== '/recipe');

describe('Sidebar', () => {
  it('renders about a screenful of links first, and every tool once the page is idle', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/json-prettify']}>
        <Sidebar hidden={false} showLanguage={false} />
      </MemoryRouter>,
    );
    const first = toolLinks();
    expect(first.length).toBe(24);
    expect(idle).toHaveLength(1);

    await act(async () => idle[0]!());
    const all = toolLinks();
    expect(all).toHaveLength(tools.length);
    // The first links are the same ones, in the same order: the rest is added below them.
    expect(all.slice(0, 24).map((link) => link.getAttribute('href'))).toEqual(first.map((link) => link.getAttribute('href')));
    expect(new Set(all.map((link) => link.getAttribute('href')))).toEqual(new Set(tools.map((tool) => tool.path)));
    expect(all.find((link) => link.getAttribute('href') === '/json-prettify')?.getAttribute('aria-current')).toBe('page');
  });
});
