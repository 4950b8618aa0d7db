// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './AboutPage';
import notices from './third-party-notices.json';

describe('AboutPage', () => {
  it('has a Licences section: the bundle licences, the notices it must show, and the list of the build', async () => {
    await renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Licences' })).toBeTruthy();
    expect(screen.getByText(/every build is checked: it refuses GPL and AGPL code/)).toBeTruthy();
    // No LGPL module today: nothing to show but that.
    expect(notices.lgplModules).toEqual([]);
    expect(screen.getByText('No library in this build needs a notice on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'licenses.json' }).getAttribute('href')).toBe('/licenses.json');
  });
});
