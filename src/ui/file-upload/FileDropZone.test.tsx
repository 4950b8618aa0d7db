// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileDropZone } from './FileDropZone';

afterEach(cleanup);

const text = (name: string) => new File([`content of ${name}`], name, { type: 'text/plain' });
const dragData = (files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

describe('FileDropZone', () => {
  it('has a visible label naming a keyboard-reachable file input, and passes a chosen file', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} description="Any text file" />);
    const input = screen.getByLabelText<HTMLInputElement>('Drag and drop a file here, or click to select');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(false);
    expect(screen.getByText('Drag and drop a file here, or click to select')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Any text file').id);

    await user.tab();
    expect(document.activeElement).toBe(input);

    const file = text('a.txt');
    await user.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('passes several files when multiple', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} multiple />);
    const input = screen.getByLabelText<HTMLInputElement>('Drag and drop files here, or click to select');
    expect(input.multiple).toBe(true);
    const files = [text('a.txt'), text('b.txt')];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('ignores an empty selection', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} label="Your file" />);
    fireEvent.change(screen.getByLabelText('Your file'), { target: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
    fireEvent.drop(screen.getByLabelText('Your file').closest('label') as HTMLElement, dragData([]));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('is highlighted while files are dragged over it, and takes dropped files', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} multiple label="Drop here" />);
    const zone = screen.getByLabelText('Drop here').closest('label') as HTMLElement;
    const files = [text('a.txt'), text('b.txt')];

    fireEvent.dragEnter(zone, dragData(files));
    expect(zone.hasAttribute('data-active')).toBe(true);
    expect(screen.getByText('Drop to load')).toBeTruthy();

    // Moving over a child: enter child, leave parent; still highlighted.
    fireEvent.dragEnter(screen.getByText('Drop to load'), dragData(files));
    fireEvent.dragLeave(zone, dragData(files));
    expect(zone.hasAttribute('data-active')).toBe(true);
    fireEvent.dragLeave(zone, dragData(files));
    expect(zone.hasAttribute('data-active')).toBe(false);
    expect(screen.getByText('Drop here')).toBeTruthy();

    fireEvent.dragEnter(zone, dragData(files));
    const dragOver = fireEvent.dragOver(zone, dragData(files));
    expect(dragOver).toBe(false); // default prevented: the browser lets us handle the drop
    fireEvent.drop(zone, dragData(files));
    expect(zone.hasAttribute('data-active')).toBe(false);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('keeps only the first dropped file when not multiple, and applies accept', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} accept=".txt" label="One file" />);
    const zone = screen.getByLabelText('One file').closest('label') as HTMLElement;
    const image = new File(['png'], 'x.png', { type: 'image/png' });
    const first = text('first.txt');
    fireEvent.drop(zone, dragData([image, first, text('second.txt')]));
    expect(onFiles).toHaveBeenCalledWith([first]);
    onFiles.mockClear();
    fireEvent.drop(zone, dragData([image]));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('does not react to dragged text, nor to anything when disabled', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} disabled label="Off" />);
    const input = screen.getByLabelText<HTMLInputElement>('Off');
    expect(input.disabled).toBe(true);
    const zone = input.closest('label') as HTMLElement;
    fireEvent.dragEnter(zone, dragData([text('a.txt')]));
    expect(zone.hasAttribute('data-active')).toBe(false);
    fireEvent.drop(zone, dragData([text('a.txt')]));
    expect(onFiles).not.toHaveBeenCalled();
    cleanup();

    await renderWithProviders(<FileDropZone onFiles={onFiles} label="On" />);
    const zoneOn = screen.getByLabelText('On').closest('label') as HTMLElement;
    fireEvent.dragEnter(zoneOn, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(zoneOn.hasAttribute('data-active')).toBe(false);
  });
});
