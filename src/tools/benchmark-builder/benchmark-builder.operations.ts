import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_SUITES, formatRows, rankSuites, toBulletList, toMarkdownTable } from './benchmark-builder.service';

/**
 * Ranks suites of measures by mean (population variance, ÷ n) and exports the table. Expected
 * values by hand: 5, 10 → mean 7.5, variance 6.25, std 2.5; 8, 12 → 10, 4, 2; 10 ÷ 7.5 = 1.333.
 */
export const benchmarkBuilder = defineOperation({
  id: 'benchmark-builder',
  toolId: 'benchmark-builder',
  input: 'none',
  output: 'text',
  options: z.object({
    suites: z._default(z.array(z.object({ name: z.string(), values: z.string() })), DEFAULT_SUITES),
    unit: z._default(z.string(), ''),
    format: z._default(z.enum(['markdown', 'bullets']), 'markdown'),
  }),
  run: (_input, { suites, unit, format }) => {
    const rows = formatRows(rankSuites(suites), unit);
    return format === 'markdown' ? toMarkdownTable(rows) : toBulletList(rows);
  },
  examples: [
    {
      description: 'The two default suites as a Markdown table',
      output: [
        '| Position | Suite | Samples | Mean | Variance | Std. deviation |',
        '| --- | --- | --- | --- | --- | --- |',
        '| 1 | Suite 1 | 2 | 7.5 | 6.25 | 2.5 |',
        '| 2 | Suite 2 | 2 | 10 (+2.5 ; x1.333) | 4 | 2 |',
      ].join('\n'),
    },
    {
      description: 'Wikipedia’s standard deviation example (2, 4, 4, 4, 5, 5, 7, 9: mean 5, σ 2) against a faster suite, in ms, as a bullet list',
      options: {
        suites: [
          { name: 'loop', values: '2 4 4 4 5 5 7 9' },
          { name: 'map', values: '1, 3' },
        ],
        unit: 'ms',
        format: 'bullets',
      },
      output: [
        '- map',
        '  - Position: 1',
        '  - Samples: 2',
        '  - Mean: 2ms',
        '  - Variance: 1ms²',
        '  - Std. deviation: 1ms',
        '- loop',
        '  - Position: 2',
        '  - Samples: 8',
        '  - Mean: 5ms (+3ms ; x2.5)',
        '  - Variance: 4ms²',
        '  - Std. deviation: 2ms',
      ].join('\n'),
    },
  ],
});

export default [benchmarkBuilder];
