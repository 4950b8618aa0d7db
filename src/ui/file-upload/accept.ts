/**
 * Whether a file matches an `accept` list as the file picker understands it: comma-separated
 * extensions (".png"), exact MIME types ("application/json") or MIME families ("image/*").
 * An empty or missing list accepts everything. Used to apply `accept` to dropped files too.
 */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter((pattern) => pattern !== '');
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** The files that match `accept` and those that do not, each in the order given. */
export function splitAccepted<F extends Pick<File, 'name' | 'type'>>(files: readonly F[], accept: string | undefined): { accepted: F[]; rejected: F[] } {
  const accepted: F[] = [];
  const rejected: F[] = [];
  for (const file of files) (fileMatchesAccept(file, accept) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
