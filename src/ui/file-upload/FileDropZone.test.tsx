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

    // The keyboard's way in is the "Choose file" button; the input itself stays out of the tab order.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose file' }));
    expect(input.tabIndex).toBe(-1);

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
    fireEvent.drop(screen.getByLabelText('Your file').closest('[data-zone]') as HTMLElement, dragData([]));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('is highlighted while files are dragged over it, and takes dropped files', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} multiple label="Drop here" />);
    const zone = screen.getByLabelText('Drop here').closest('[data-zone]') as HTMLElement;
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

  it('keeps only the first dropped file when not multiple, applies accept, and says what it left out', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} accept=".txt" acceptLabel="text files" label="One file" />);
    const zone = screen.getByLabelText('One file').closest('[data-zone]') as HTMLElement;
    const image = new File(['png'], 'x.png', { type: 'image/png' });
    const first = text('first.txt');
    fireEvent.drop(zone, dragData([image, first, text('second.txt')]));
    expect(onFiles).toHaveBeenCalledWith([first]);
    expect(screen.getByRole('alert').textContent).toBe('x.png was not taken: only text files are. One file is taken here: 1 other was left out.');
    onFiles.mockClear();
    fireEvent.drop(zone, dragData([image, new File(['b'], 'y.bmp', { type: 'image/bmp' })]));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('x.png, y.bmp were not taken: only text files are.');
    fireEvent.drop(zone, dragData([text('ok.txt')]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a file pasted on the page, but not one pasted into a text field', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(
      <>
        <input aria-label="Some text" />
        <FileDropZone onFiles={onFiles} accept="image/*" acceptLabel="images" label="Image" />
      </>,
    );
    const shot = new File(['png'], 'image.png', { type: 'image/png' });
    const paste = (target: EventTarget) => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      event.clipboardData = { files: [shot] };
      target.dispatchEvent(event);
    };
    paste(screen.getByLabelText('Some text'));
    expect(onFiles).not.toHaveBeenCalled();
    paste(document.body);
    expect(onFiles).toHaveBeenCalledWith([shot]);
  });

  it('lists the files taken with their type and size, each removable', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    await renderWithProviders(
      <FileDropZone onFiles={vi.fn()} multiple files={[{ name: 'photo.jpg', type: 'image/jpeg', size: 1536 }, { name: 'notes', type: '', size: 10 }]} onRemove={onRemove} />,
    );
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(Array.from(list.querySelectorAll('li')).map((item) => item.textContent)).toEqual(['photo.jpgimage/jpeg · 1.5 KB', 'notesunknown type · 10 Bytes']);
    await user.click(screen.getByRole('button', { name: 'Remove notes' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('does not react to dragged text, nor to anything when disabled', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(<FileDropZone onFiles={onFiles} disabled label="Off" />);
    const input = screen.getByLabelText<HTMLInputElement>('Off');
    expect(input.disabled).toBe(true);
    const zone = input.closest('[data-zone]') as HTMLElement;
    fireEvent.dragEnter(zone, dragData([text('a.txt')]));
    expect(zone.hasAttribute('data-active')).toBe(false);
    fireEvent.drop(zone, dragData([text('a.txt')]));
    expect(onFiles).not.toHaveBeenCalled();
    cleanup();

    await renderWithProviders(<FileDropZone onFiles={onFiles} label="On" />);
    const zoneOn = screen.getByLabelText('On').closest('[data-zone]') as HTMLElement;
    fireEvent.dragEnter(zoneOn, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(zoneOn.hasAttribute('data-active')).toBe(false);
  });
});
