import type { RankedSuite } from './benchmark-builder.service';
import { formatNumber } from './benchmark-builder.service';
import classes from './benchmark-builder.module.css';

const WIDTH = 720;
const ROW = 36;
const BAR = 18;
const NAME_WIDTH = 140;
const VALUE_WIDTH = 110;
const PADDING = 8;

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Horizontal bars in table order: length ∝ mean from 0, a whisker of ±1 standard deviation, the
 * rounded mean and unit after each bar, the best bar highlighted. A hand-written SVG: no chart
 * library for a handful of rectangles.
 */
export function SuiteChart({ suites, unit, label }: { suites: readonly RankedSuite[]; unit: string; label: string }) {
  const low = Math.min(0, ...suites.map((suite) => suite.mean - suite.standardDeviation));
  const high = Math.max(0, ...suites.map((suite) => suite.mean + suite.standardDeviation));
  const span = high - low || 1;
  const left = NAME_WIDTH + PADDING;
  const area = WIDTH - left - VALUE_WIDTH;
  const x = (value: number) => left + ((value - low) / span) * area;
  const height = suites.length * ROW + PADDING * 2;
  const best = suites[0]?.mean;

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} className={classes.chart} preserveAspectRatio="xMinYMin meet">
      <line x1={x(0)} x2={x(0)} y1={PADDING / 2} y2={height - PADDING / 2} className={classes.axis} />
      {suites.map((suite, row) => {
        const centre = PADDING + row * ROW + ROW / 2;
        const start = Math.min(x(0), x(suite.mean));
        const end = Math.max(x(0), x(suite.mean));
        const whiskerLow = x(suite.mean - suite.standardDeviation);
        const whiskerHigh = x(suite.mean + suite.standardDeviation);
        return (
          <g key={suite.index}>
            <title>{`${suite.name}: ${formatNumber(suite.mean)}${unit}`}</title>
            <text x={NAME_WIDTH} y={centre} textAnchor="end" dominantBaseline="central" className={classes.label}>
              {truncate(suite.name, 20)}
            </text>
            <rect x={start} y={centre - BAR / 2} width={Math.max(end - start, 1)} height={BAR} rx={3} className={suite.mean === best ? classes.best : classes.bar} />
            {suite.standardDeviation > 0 && (
              <g className={classes.whisker}>
                <line x1={whiskerLow} x2={whiskerHigh} y1={centre} y2={centre} />
                <line x1={whiskerLow} x2={whiskerLow} y1={centre - 6} y2={centre + 6} />
                <line x1={whiskerHigh} x2={whiskerHigh} y1={centre - 6} y2={centre + 6} />
              </g>
            )}
            <text x={Math.max(end, whiskerHigh) + 6} y={centre} dominantBaseline="central" className={classes.value}>
              {`${formatNumber(suite.mean)}${unit}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
