/**
 * A small WAV written out in code for the operation's example (its bytes never change): 0.25 s of
 * a 440 Hz tone, 8 kHz mono 16-bit PCM, with a RIFF INFO list naming its title and artist.
 */
export function exampleWav(): Uint8Array {
  const rate = 8000;
  const frames = rate / 4;
  const info = [
    ['INAM', 'Tuning A'],
    ['IART', 'IT Tools'],
  ] as const;
  // Each INFO entry: id, size, text with its NUL, padded to an even length.
  const entries = info.map(([id, text]) => {
    const body = text.length + 1;
    return { id, text, size: body, padded: body + (body % 2) };
  });
  const listBytes = 4 + entries.reduce((sum, entry) => sum + 8 + entry.padded, 0);
  const dataBytes = frames * 2;
  const bytes = new Uint8Array(12 + 24 + 8 + listBytes + 8 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, index) => (bytes[at + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  ascii(at, 'LIST');
  view.setUint32(at + 4, listBytes, true);
  ascii(at + 8, 'INFO');
  at += 12;
  for (const entry of entries) {
    ascii(at, entry.id);
    view.setUint32(at + 4, entry.size, true);
    ascii(at + 8, entry.text);
    at += 8 + entry.padded;
  }
  ascii(at, 'data');
  view.setUint32(at + 4, dataBytes, true);
  at += 8;
  for (let frame = 0; frame < frames; frame += 1) view.setInt16(at + frame * 2, Math.round(Math.sin((2 * Math.PI * 440 * frame) / rate) * 16383), true);
  return bytes;
}
