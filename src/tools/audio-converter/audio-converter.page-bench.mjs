// Audio conversion speed on the Audio converter page: a 60 s stereo 48 kHz WAV (a chord of three
// tones with seeded noise, like music compresses; written in Node at bench time) converted to Opus
// at 128 kbit/s in the operation worker (decoded by mediabunny, encoded by the browser's WebCodecs).
// Figures: from "Convert" to the result's Download on screen, warm (the worker and mediabunny
// loaded by a short file first), median of 3, as × real time; and the longest main-thread task meanwhile.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DROP = 'Drop audio files here, or choose them';
const SECONDS = 60;
const RATE = 48000;

function seeded(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** A 16-bit stereo WAV of `seconds`: three tones (a chord that moves every 2 s) and quiet noise. */
function musicWav(seconds) {
  const random = seeded(0x38a);
  const frames = seconds * RATE;
  const bytes = Buffer.alloc(44 + frames * 4);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + frames * 4, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(2, 22);
  bytes.writeUInt32LE(RATE, 24);
  bytes.writeUInt32LE(RATE * 4, 28);
  bytes.writeUInt16LE(4, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(frames * 4, 40);
  const chords = [
    [261.63, 329.63, 392],
    [220, 261.63, 329.63],
    [174.61, 220, 261.63],
    [196, 246.94, 293.66],
  ];
  for (let frame = 0; frame < frames; frame += 1) {
    const chord = chords[Math.floor(frame / (2 * RATE)) % chords.length];
    const t = frame / RATE;
    const tone = chord.reduce((sum, frequency) => sum + Math.sin(2 * Math.PI * frequency * t), 0) / 3;
    const left = 0.45 * tone + 0.03 * (random() - 0.5);
    const right = 0.4 * tone + 0.03 * (random() - 0.5);
    bytes.writeInt16LE(Math.round(left * 32767), 44 + frame * 4);
    bytes.writeInt16LE(Math.round(right * 32767), 46 + frame * 4);
  }
  return bytes;
}

/** Gives `path` to the drop zone, clicks Convert and answers the milliseconds until the result's Download shows. */
async function timeConversion(page, path, name) {
  await page.getByLabel(DROP).setInputFiles(path);
  const output = name.replace(/\.wav$/, '.opus');
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await page.getByRole('button', { name: `Download ${output}` }).waitFor({ timeout: 120_000 });
  const ms = (await page.evaluate(() => performance.now())) - started;
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  return ms;
}

export default async function audioConverterBench({ newPage, base, longestTask, resetLongTasks, fmt, record }) {
  const long = join(tmpdir(), 'audio-converter-bench-60s.wav');
  const short = join(tmpdir(), 'audio-converter-bench-2s.wav');
  try {
    writeFileSync(long, musicWav(SECONDS));
    writeFileSync(short, musicWav(2));
    const page = await newPage();
    await page.goto(`${base}/audio-converter?format=opus&bitrate=128`, { waitUntil: 'networkidle' });
    const encodes = await page.evaluate(async () => typeof AudioEncoder !== 'undefined' && (await AudioEncoder.isConfigSupported({ codec: 'opus', sampleRate: 48000, numberOfChannels: 2, bitrate: 128000 })).supported === true);
    if (!encodes) {
      console.log('Audio converter: this browser cannot encode Opus; skipped');
      await page.close();
      return;
    }
    console.log(`Audio converter: a ${SECONDS} s stereo 48 kHz WAV (${(SECONDS * RATE * 4 / 1024 / 1024).toFixed(1)} MB) → Opus 128 kbit/s`);
    await timeConversion(page, short, 'audio-converter-bench-2s.wav');
    await resetLongTasks(page);
    const times = [];
    for (let run = 0; run < 3; run += 1) times.push(await timeConversion(page, long, 'audio-converter-bench-60s.wav'));
    const longest = await longestTask(page);
    times.sort((a, b) => a - b);
    const median = times[1];
    const speed = (SECONDS * 1000) / median;
    console.log(`  Convert → result on screen: median ${fmt(median)} (${times.map((ms) => ms.toFixed(0)).join(', ')} ms), ${speed.toFixed(1)} × real time`);
    console.log(`  longest main-thread task: ${fmt(longest)} (budget 50 ms)`);
    record('Audio: 60 s WAV → Opus', 'Convert → result, median', median, null);
    record('Audio: 60 s WAV → Opus', 'longest main-thread task', longest, 50);
    await page.close();
  } finally {
    for (const path of [long, short]) rmSync(path, { force: true });
  }
}
