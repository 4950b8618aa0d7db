import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { describeCron, nextCronRuns } from './crontab-generator.service';

/** Cron expression → English description (cronstrue), and → next run times (croner). */
export const crontabGeneratorDescribe = defineOperation({
  id: 'crontab-generator-describe',
  toolId: 'crontab-generator',
  input: 'text',
  output: 'text',
  options: z.object({ verbose: z._default(z.boolean(), true), use24HourTimeFormat: z._default(z.boolean(), true), daysStartAtZero: z._default(z.boolean(), true) }),
  run: (input, options) => describeCron(input, options),
  examples: [
    { description: 'The default expression', input: '40 * * * *', output: 'At 40 minutes past the hour, every hour, every day' },
    { description: '12-hour clock', input: '30 14 * * *', options: { use24HourTimeFormat: false }, output: 'At 02:30 PM, every day' },
    { description: 'Days start at 1: 1 is Sunday', input: '0 9 * * 1', options: { daysStartAtZero: false, verbose: false }, output: 'At 09:00, only on Sunday' },
    { description: 'Macro', input: '@reboot', output: 'Run once, at startup' },
  ],
});

export const crontabGeneratorNextRuns = defineOperation({
  id: 'crontab-generator-next-runs',
  toolId: 'crontab-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    daysStartAtZero: z._default(z.boolean(), true),
    timeZone: z._default(z.string(), 'UTC'),
    /** ISO instant the runs follow; empty = now. */
    from: z._default(z.string(), ''),
    count: z._default(z.int().check(z.minimum(1), z.maximum(100)), 5),
  }),
  run: (input, { from, ...options }) => nextCronRuns(input, { ...options, now: from === '' ? new Date() : new Date(from) }).join('\n'),
  examples: [
    {
      description: 'Every day at 00:00 in Tokyo after Monday 15 January 2024 10:20 UTC (19:20 in Tokyo)',
      input: '0 0 * * *',
      options: { timeZone: 'Asia/Tokyo', from: '2024-01-15T10:20:00Z', count: 2 },
      output: '2024-01-16 00:00:00 (Tue)\n2024-01-17 00:00:00 (Wed)',
    },
    {
      description: 'Hourly on the Paris spring-forward night: 02:00 does not exist',
      input: '0 * * * *',
      options: { timeZone: 'Europe/Paris', from: '2024-03-30T22:30:00Z', count: 3 },
      output: '2024-03-31 00:00:00 (Sun)\n2024-03-31 01:00:00 (Sun)\n2024-03-31 03:00:00 (Sun)',
    },
  ],
});

export default [crontabGeneratorDescribe, crontabGeneratorNextRuns];
