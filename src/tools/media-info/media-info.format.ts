/** 3725.5 → 1:02:05.500 (h:mm:ss.mmm): light, for the report and the screen alike. */
export function formatDuration(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${Math.floor(millis / 3_600_000)}:${pad(Math.floor((millis % 3_600_000) / 60_000))}:${pad(Math.floor((millis % 60_000) / 1000))}.${pad(millis % 1000, 3)}`;
}
