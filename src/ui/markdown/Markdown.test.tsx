// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Markdown } from './Markdown';

afterEach(cleanup);

describe('Markdown', () => {
  it('renders sanitised markdown once its renderer has loaded', async () => {
    const { container } = await renderWithProviders(
      <Markdown markdown={'## Hello\n\n[docs](https://example.com) <img src="x" onerror="alert(1)"> [bad](javascript:alert(1))'} />,
    );
    expect(await screen.findByRole('heading', { name: 'Hello', level: 2 })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('bad').hasAttribute('href')).toBe(false);
  });

  it('renders nothing by default', async () => {
    const { container } = await renderWithProviders(
      <div data-probe>
        <Markdown />
      </div>,
    );
    const root = container.querySelector('[data-probe]')?.firstElementChild as HTMLElement;
    expect(root.innerHTML).toBe('');
    expect(root.textContent).toBe('');
  });
});
