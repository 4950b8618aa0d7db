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
    // libheif (LGPL-3.0), a separately loaded module: its notice and its source are shown.
    expect(notices.lgplModules.map((module) => module.package)).toEqual(['libheif-js']);
    expect(screen.getByText(/HEIC and HEIF images are decoded by libheif and libde265 \(LGPL-3.0\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /source/i }).getAttribute('href')).toBe('https://github.com/catdad-experiments/libheif-js');
    expect(screen.getByRole('link', { name: 'licenses.json' }).getAttribute('href')).toBe('/licenses.json');
  });
});
