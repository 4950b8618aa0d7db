/**
 * A tiny 16-bit PCM WAV for the operations' examples (its bytes never change): a square wave of
 * `frequency` Hz at ±8192, the same on every channel, so its channels downmixed and its samples
 * carried through mediabunny's float pipeline come back exact.
 */
export function exampleWav({ seconds, sampleRate, channels, frequency = 500 }: { seconds: number; sampleRate: number; channels: number; frequency?: number }): Uint8Array {
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, index) => (bytes[at + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const half = sampleRate / frequency / 2;
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.floor(frame / half) % 2 === 0 ? 8192 : -8192;
    for (let channel = 0; channel < channels; channel += 1) view.setInt16(44 + (frame * channels + channel) * 2, sample, true);
  }
  return bytes;
}
