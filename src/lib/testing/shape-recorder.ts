/**
 * Random test data whose structure can be replayed: every structural decision (which branch, how
 * long a value is) goes through `choice`, which records it; `run` with a recorded plan makes the
 * same structure again while everything drawn from `random` directly (the characters) is new. The
 * template tests use it to make statements and items of one shape with other values.
 */
export function shapeRecorder(random: () => number) {
  let recording: number[] = [];
  let replaying: number[] | undefined;
  let at = 0;
  const choice = (count: number): number => {
    if (replaying) {
      if (at >= replaying.length) throw new Error('the replayed plan ended early: a decision did not go through choice()');
      return replaying[at++]!;
    }
    const value = Math.floor(random() * count);
    recording.push(value);
    return value;
  };
  return {
    choice,
    /** A length: mostly one of `few` (so shapes repeat), sometimes anything from 1 to `most`. */
    size: (few: readonly number[], most: number): number => (choice(100) < 80 ? few[choice(few.length)]! : 1 + choice(most)),
    /** Runs `make`, replaying `plan` when given; returns what it made and its plan. */
    run<T>(make: () => T, plan?: number[]): { value: T; plan: number[] } {
      replaying = plan;
      at = 0;
      recording = [];
      try {
        return { value: make(), plan: plan ?? recording };
      } finally {
        replaying = undefined;
      }
    },
  };
}
