import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { estimate, TIME_SPAN_UNITS } from './eta-calculator.service';

/**
 * How long consuming `amount` elements takes at `unitsPerSpan` per `timeSpan` `unit`, and when it
 * ends from `start` (local time). Expected values by hand: 500 ÷ (5 per 3 min) = 100 × 3 min = 5 h;
 * 186 ÷ (3 per 5 min) = 310 min; 1000 ÷ 7 per s = 142.857 s.
 */
export const etaCalculator = defineOperation({
  id: 'eta-calculator',
  toolId: 'eta-calculator',
  input: 'none',
  output: 'data',
  options: z.object({
    amount: z._default(z.number().check(z.positive()), 186),
    unitsPerSpan: z._default(z.number().check(z.positive()), 3),
    timeSpan: z._default(z.number().check(z.positive()), 5),
    unit: z._default(z.enum(TIME_SPAN_UNITS), 'minutes'),
    start: z._default(z.string(), '2024-01-01 00:00:00'),
  }),
  run: (_input, options) => {
    const { totalDuration, endTime } = estimate(options);
    return { totalDuration, endTime: endTime ?? null };
  },
  examples: [
    {
      description: 'Defaults: 186 elements, 3 every 5 minutes = 310 minutes',
      options: { start: '2024-01-01 00:00:00' },
      output: { totalDuration: '5 hours 10 minutes', endTime: '2024-01-01 05:10:00' },
    },
    {
      description: '500 plates, 5 every 3 minutes: 5 hours, across midnight',
      options: { amount: 500, unitsPerSpan: 5, timeSpan: 3, start: '2024-06-05 22:00' },
      output: { totalDuration: '5 hours', endTime: '2024-06-06 03:00:00' },
    },
    {
      description: '1000 elements at 7 per second: 142.857 s, leftover milliseconds shown, end truncated to the second',
      options: { amount: 1000, unitsPerSpan: 7, timeSpan: 1, unit: 'seconds', start: '2024-06-30 23:59:00' },
      output: { totalDuration: '2 minutes 22 seconds 857 ms', endTime: '2024-07-01 00:01:22' },
    },
    {
      description: '4 million elements at 20 per second: 200,000 s = 2 days 7 hours 33 minutes 20 seconds',
      options: { amount: 4_000_000, unitsPerSpan: 20, timeSpan: 1, unit: 'seconds', start: '2024-02-28 12:00' },
      output: { totalDuration: '2 days 7 hours 33 minutes 20 seconds', endTime: '2024-03-01 19:33:20' },
    },
  ],
});

export default [etaCalculator];
