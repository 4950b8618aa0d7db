// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { toTool } from '../../tools/registry';
import { renderWithProviders, initTestI18n } from '../../test/render';
import { ToolPage } from './ToolPage';
import { MemoryRouter } from 'react-router';

let broken = true;
function FlakyScreen() {
  if (broken) throw new Error('Unexpected token in tool');
  return <p>Tool works</p>;
}

const tool = toTool({
  id: 'flaky-tool',
  path: '/flaky-tool',
  icon: () => null,
  category: 'development',
  order: 1,
  keywords: ['flaky'],
  component: async () => ({ default: FlakyScreen }),
});

describe('ToolPage', () => {
  it('shows the header, catches a throwing tool and recovers with "Reset tool"', async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'flaky-tool', { name: 'Flaky tool', description: 'Throws once.' });
    localStorage.setItem('tools:flaky-tool:text', '"kept?"');
    const originalError = console.error;
    console.error = () => undefined;
    await renderWithProviders(
      <MemoryRouter>
        <ToolPage tool={tool} Screen={FlakyScreen} />
      </MemoryRouter>,
    );
    console.error = originalError;

    expect(screen.getByRole('heading', { level: 1, name: 'Flaky tool' })).toBeTruthy();
    expect(screen.getByText('Throws once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong in this tool');
    expect(screen.getByRole('alert').textContent).toContain('Unexpected token in tool');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reset tool' }));
    expect(await screen.findByText('Tool works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('tools:flaky-tool:text')).toBeNull();
  });
});
