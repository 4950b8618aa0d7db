import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { AMBIGUOUS_CHOICES, convertTime, DEFAULT_END, DEFAULT_FROM, DEFAULT_START, DEFAULT_TO, meetingOverlap, type Conversion, type Overlap } from './timezone-converter.service';

/** The conversion as data: without the milliseconds the screen keeps for itself. */
function asData(conversion: Conversion) {
  const { instantMs: _instantMs, ...rest } = conversion;
  return { ...rest, rows: rest.rows.map((row) => ({ ...row, transition: row.transition && (({ atMs: _atMs, ...transition }) => transition)(row.transition) })) };
}

function overlapData(overlap: Overlap) {
  const { dayMs: _dayMs, ...rest } = overlap;
  return { ...rest, zones: rest.zones.map(({ workingMs: _workingMs, ...zone }) => zone) };
}

/**
 * A date and time in one zone shown in others. Expected values from the tz database rules (US:
 * second Sunday of March 02:00 → 03:00, first Sunday of November 02:00 → 01:00; Lord Howe: first
 * Sunday of April 02:00 → 01:30, +11:00 → +10:30; India +05:30 all year), as `zdump -v` lists them.
 */
export const timezoneConverter = defineOperation({
  id: 'timezone-converter',
  toolId: 'timezone-converter',
  input: 'text',
  output: 'data',
  options: z.object({
    from: z._default(z.string(), DEFAULT_FROM),
    to: z._default(z.string(), DEFAULT_TO),
    ambiguous: z._default(z.enum(AMBIGUOUS_CHOICES), 'earlier'),
  }),
  run: (input, options) => asData(convertTime(input, options)),
  examples: [
    {
      description: 'America/New_York 2026-03-08 02:30 does not exist (clocks jump 02:00 → 03:00 EDT): it is read as 03:30 EDT, 07:30 UTC',
      input: '2026-03-08 02:30',
      options: {
        from: 'America/New_York',
        to: 'UTC, Europe/London',
      },
      output: {
        instant: '2026-03-08T07:30:00Z',
        from: {
          zone: 'America/New_York',
          requested: '2026-03-08 02:30',
          status: 'gap',
          candidates: [],
          local: '2026-03-08 03:30',
          offset: '-04:00',
          abbreviation: 'EDT',
        },
        rows: [
          {
            zone: 'UTC',
            local: '2026-03-08 07:30',
            weekday: 'Sun',
            offset: '+00:00',
            abbreviation: 'UTC',
            dayOffset: 0,
            dst: false,
          },
          {
            zone: 'Europe/London',
            local: '2026-03-08 07:30',
            weekday: 'Sun',
            offset: '+00:00',
            abbreviation: 'GMT',
            dayOffset: 0,
            dst: false,
          },
        ],
      },
      detect: false,
    },
    {
      description: 'America/New_York 2026-11-01 01:30 exists twice (EDT, then EST an hour later): the earlier by default',
      input: '2026-11-01 01:30',
      options: {
        from: 'America/New_York',
        to: 'UTC',
      },
      output: {
        instant: '2026-11-01T05:30:00Z',
        from: {
          zone: 'America/New_York',
          requested: '2026-11-01 01:30',
          status: 'ambiguous',
          candidates: [
            {
              instant: '2026-11-01T05:30:00Z',
              offset: '-04:00',
              abbreviation: 'EDT',
            },
            {
              instant: '2026-11-01T06:30:00Z',
              offset: '-05:00',
              abbreviation: 'EST',
            },
          ],
          local: '2026-11-01 01:30',
          offset: '-04:00',
          abbreviation: 'EDT',
        },
        rows: [
          {
            zone: 'UTC',
            local: '2026-11-01 05:30',
            weekday: 'Sun',
            offset: '+00:00',
            abbreviation: 'UTC',
            dayOffset: 0,
            dst: false,
          },
        ],
      },
      detect: false,
    },
    {
      description: 'The same time, the later of the two',
      input: '2026-11-01 01:30',
      options: {
        from: 'America/New_York',
        to: 'UTC',
        ambiguous: 'later',
      },
      output: {
        instant: '2026-11-01T06:30:00Z',
        from: {
          zone: 'America/New_York',
          requested: '2026-11-01 01:30',
          status: 'ambiguous',
          candidates: [
            {
              instant: '2026-11-01T05:30:00Z',
              offset: '-04:00',
              abbreviation: 'EDT',
            },
            {
              instant: '2026-11-01T06:30:00Z',
              offset: '-05:00',
              abbreviation: 'EST',
            },
          ],
          local: '2026-11-01 01:30',
          offset: '-05:00',
          abbreviation: 'EST',
        },
        rows: [
          {
            zone: 'UTC',
            local: '2026-11-01 06:30',
            weekday: 'Sun',
            offset: '+00:00',
            abbreviation: 'UTC',
            dayOffset: 0,
            dst: false,
          },
        ],
      },
      detect: false,
    },
    {
      description: 'An instant in UTC: India is +05:30 all year, Lord Howe Island +11:00 in its summer (a day ahead)',
      input: '2026-03-08T14:00:00Z',
      options: {
        to: 'Asia/Kolkata, Australia/Lord_Howe',
      },
      output: {
        instant: '2026-03-08T14:00:00Z',
        from: {
          zone: 'UTC',
          status: 'ok',
          candidates: [],
          local: '2026-03-08 14:00',
          offset: '+00:00',
          abbreviation: 'UTC',
        },
        rows: [
          {
            zone: 'Asia/Kolkata',
            local: '2026-03-08 19:30',
            weekday: 'Sun',
            offset: '+05:30',
            abbreviation: 'IST',
            dayOffset: 0,
            dst: false,
          },
          {
            zone: 'Australia/Lord_Howe',
            local: '2026-03-09 01:00',
            weekday: 'Mon',
            offset: '+11:00',
            abbreviation: 'LHDT',
            dayOffset: 1,
            dst: true,
          },
        ],
      },
    },
    {
      description: 'Lord Howe Island’s 30-minute DST ends on 2026-04-05 at 02:00 (back to 01:30): 01:45 happens twice',
      input: '2026-04-05 01:45 Australia/Lord_Howe',
      options: {
        to: 'UTC',
      },
      output: {
        instant: '2026-04-04T14:45:00Z',
        from: {
          zone: 'Australia/Lord_Howe',
          requested: '2026-04-05 01:45',
          status: 'ambiguous',
          candidates: [
            {
              instant: '2026-04-04T14:45:00Z',
              offset: '+11:00',
              abbreviation: 'LHDT',
            },
            {
              instant: '2026-04-04T15:15:00Z',
              offset: '+10:30',
              abbreviation: 'LHST',
            },
          ],
          local: '2026-04-05 01:45',
          offset: '+11:00',
          abbreviation: 'LHDT',
        },
        rows: [
          {
            zone: 'UTC',
            local: '2026-04-04 14:45',
            weekday: 'Sat',
            offset: '+00:00',
            abbreviation: 'UTC',
            dayOffset: -1,
            dst: false,
          },
        ],
      },
    },
    {
      description: 'RFC 9557: an offset and the zone to show it in; London changes to BST two days later',
      input: '2026-03-27T09:00:00+00:00[Europe/London]',
      options: {
        to: 'Europe/London, America/New_York',
      },
      output: {
        instant: '2026-03-27T09:00:00Z',
        from: {
          zone: 'Europe/London',
          status: 'ok',
          candidates: [],
          local: '2026-03-27 09:00',
          offset: '+00:00',
          abbreviation: 'GMT',
        },
        rows: [
          {
            zone: 'Europe/London',
            local: '2026-03-27 09:00',
            weekday: 'Fri',
            offset: '+00:00',
            abbreviation: 'GMT',
            dayOffset: 0,
            dst: false,
            transition: {
              at: '2026-03-29T01:00:00Z',
              offsetBefore: '+00:00',
              offsetAfter: '+01:00',
              localBefore: '01:00',
              localAfter: '02:00',
            },
          },
          {
            zone: 'America/New_York',
            local: '2026-03-27 05:00',
            weekday: 'Fri',
            offset: '-04:00',
            abbreviation: 'EDT',
            dayOffset: 0,
            dst: true,
          },
        ],
      },
    },
  ],
});

/** Working hours of several zones over one day of the first, and when they all overlap. */
export const timezoneConverterOverlap = defineOperation({
  id: 'timezone-converter-overlap',
  toolId: 'timezone-converter',
  input: 'text',
  output: 'data',
  options: z.object({
    date: z._default(z.string(), ''),
    start: z._default(z.string(), DEFAULT_START),
    end: z._default(z.string(), DEFAULT_END),
  }),
  run: (input, options) => overlapData(meetingOverlap(input, options)),
  examples: [
    {
      description: 'London and New York on a December day: 14:00–17:00 UTC',
      input: 'Europe/London\nAmerica/New_York',
      options: {
        date: '2026-12-02',
      },
      output: {
        date: '2026-12-02',
        day: {
          from: '2026-12-02T00:00:00Z',
          to: '2026-12-03T00:00:00Z',
        },
        zones: [
          {
            zone: 'Europe/London',
            hours: '09:00–17:00',
            working: [
              {
                from: '2026-12-02T09:00:00Z',
                to: '2026-12-02T17:00:00Z',
              },
            ],
          },
          {
            zone: 'America/New_York',
            hours: '09:00–17:00',
            working: [
              {
                from: '2026-12-02T14:00:00Z',
                to: '2026-12-02T22:00:00Z',
              },
            ],
          },
        ],
        overlap: [
          {
            from: '2026-12-02T14:00:00Z',
            to: '2026-12-02T17:00:00Z',
            minutes: 180,
            utc: '14:00–17:00',
            local: {
              'Europe/London': '14:00–17:00',
              'America/New_York': '09:00–12:00',
            },
          },
        ],
        overlapMinutes: 180,
      },
      detect: false,
    },
    {
      description: 'Auckland’s Thursday morning is Los Angeles’s Wednesday afternoon',
      input: 'America/Los_Angeles\nPacific/Auckland',
      options: {
        date: '2026-12-02',
      },
      output: {
        date: '2026-12-02',
        day: {
          from: '2026-12-02T08:00:00Z',
          to: '2026-12-03T08:00:00Z',
        },
        zones: [
          {
            zone: 'America/Los_Angeles',
            hours: '09:00–17:00',
            working: [
              {
                from: '2026-12-02T17:00:00Z',
                to: '2026-12-03T01:00:00Z',
              },
            ],
          },
          {
            zone: 'Pacific/Auckland',
            hours: '09:00–17:00',
            working: [
              {
                from: '2026-12-02T20:00:00Z',
                to: '2026-12-03T04:00:00Z',
              },
            ],
          },
        ],
        overlap: [
          {
            from: '2026-12-02T20:00:00Z',
            to: '2026-12-03T01:00:00Z',
            minutes: 300,
            utc: '20:00–01:00',
            local: {
              'America/Los_Angeles': '12:00–17:00',
              'Pacific/Auckland': '09:00–14:00',
            },
          },
        ],
        overlapMinutes: 300,
      },
      detect: false,
    },
    {
      description: 'Own hours per zone; India is +05:30',
      input: 'Europe/Berlin\nAsia/Kolkata 10:00-19:00',
      options: {
        date: '2026-06-15',
        start: '8:00',
        end: '16:30',
      },
      output: {
        date: '2026-06-15',
        day: {
          from: '2026-06-14T22:00:00Z',
          to: '2026-06-15T22:00:00Z',
        },
        zones: [
          {
            zone: 'Europe/Berlin',
            hours: '08:00–16:30',
            working: [
              {
                from: '2026-06-15T06:00:00Z',
                to: '2026-06-15T14:30:00Z',
              },
            ],
          },
          {
            zone: 'Asia/Kolkata',
            hours: '10:00–19:00',
            working: [
              {
                from: '2026-06-15T04:30:00Z',
                to: '2026-06-15T13:30:00Z',
              },
            ],
          },
        ],
        overlap: [
          {
            from: '2026-06-15T06:00:00Z',
            to: '2026-06-15T13:30:00Z',
            minutes: 450,
            utc: '06:00–13:30',
            local: {
              'Europe/Berlin': '08:00–15:30',
              'Asia/Kolkata': '11:30–19:00',
            },
          },
        ],
        overlapMinutes: 450,
      },
      detect: false,
    },
  ],
});

export default [timezoneConverter, timezoneConverterOverlap];
