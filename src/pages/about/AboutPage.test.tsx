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
    // libheif (LGPL-3.0), LAME and FFmpeg's AAC encoder: separately loaded modules, each notice and source shown.
    expect(notices.lgplModules.map((module) => module.package)).toEqual(['libheif-js', '@mediabunny/mp3-encoder', '@mediabunny/aac-encoder']);
    expect(screen.getByText(/HEIC and HEIF images are decoded by libheif and libde265 \(LGPL-3.0\)/)).toBeTruthy();
    expect(screen.getByText(/MP3 files are encoded by the LAME MP3 encoder \(LGPL\)/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /source/i }).map((link) => link.getAttribute('href'))).toEqual(notices.lgplModules.map((module) => module.source));
    expect(notices.lgplModules[0]!.source).toBe('https://github.com/catdad-experiments/libheif-js');
    expect(screen.getByRole('link', { name: 'licenses.json' }).getAttribute('href')).toBe('/licenses.json');
  });
});
