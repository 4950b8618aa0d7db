/** The line number in a parser's detail: "at line 2, column 1", "Line 2, column 1", JSON5's "at 2:7". */
export function errorLine(detail: string): number | undefined {
  const match = /\bline (\d+)(?:, column \d+)?/i.exec(detail) ?? /\bat (\d+):\d+\b/.exec(detail);
  return match ? Number(match[1]) : undefined;
}
