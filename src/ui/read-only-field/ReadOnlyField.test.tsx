// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReadOnlyField } from './ReadOnlyField';

afterEach(cleanup);

describe('ReadOnlyField', () => {
  it('is a labelled read-only input with its named copy button, disabled while empty', async () => {
    await renderWithProviders(
      <>
        <ReadOnlyField label="Host" value="example.org" copyLabel="Copy Host" />
        <ReadOnlyField label="Port" value="" copyLabel="Copy Port" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Host' }) as HTMLInputElement;
    expect(field.tagName).toBe('INPUT');
    expect(field.value).toBe('example.org');
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy Host' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Copy Port' })).toHaveProperty('disabled', true);
  });

  it('puts the description under the field', async () => {
    await renderWithProviders(<ReadOnlyField label="Fingerprint" value="ab:cd" copyLabel="Copy" description="SHA-256" />);
    const field = screen.getByRole('textbox', { name: 'Fingerprint' });
    const description = screen.getByText('SHA-256');
    expect(field.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays the label on the left with inline or a label width', async () => {
    await renderWithProviders(
      <>
        <ReadOnlyField inline label="Network" value="10.0.0.0" copyLabel="Copy Network" />
        <ReadOnlyField labelWidth={110} label="Key" value="a" copyLabel="Copy Key" />
      </>,
    );
    const inline = screen.getByRole('textbox', { name: 'Network' }).closest('.mantine-InputWrapper-root') as HTMLElement;
    const narrow = screen.getByRole('textbox', { name: 'Key' }).closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(inline.className).toMatch(/row/);
    expect(narrow.className).toMatch(/row/);
    expect(narrow.style.getPropertyValue('--read-only-field-label-width')).toBe('110px');
  });

  it('is a text area with multiline', async () => {
    await renderWithProviders(<ReadOnlyField multiline label="CIDRs" value={'10.0.0.0/8\n11.0.0.0/8'} copyLabel="Copy CIDRs" />);
    const field = screen.getByRole('textbox', { name: 'CIDRs' }) as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe('10.0.0.0/8\n11.0.0.0/8');
    expect(screen.getByRole('button', { name: 'Copy CIDRs' })).toBeTruthy();
  });

  it('renders the same field as plain elements with plain', async () => {
    await renderWithProviders(<ReadOnlyField plain label="MD5" value="" placeholder="Your string hash" copyLabel="Copy MD5" description="Matches" />);
    const field = screen.getByRole('textbox', { name: 'MD5' }) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.placeholder).toBe('Your string hash');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Matches').id);
    expect(screen.getByRole('button', { name: 'Copy MD5' })).toHaveProperty('disabled', true);
  });
});
