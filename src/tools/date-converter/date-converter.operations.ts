import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../engine/operation';
import { DATE_FORMATS, detectDateFormat, formatDate, isKnownTimeZone, parseDate } from './date-converter.service';

/**
 * A date written in one format, rewritten in another. `auto` detects the input format with the
 * tool's rules; ISO text without an offset is read in the runner's local time, so the examples
 * only use texts that name their instant. Expected values: GNU `date -u -d @<seconds>`, the
 * MongoDB manual's ObjectId example, the spec's Excel epoch cases.
 */
export const dateConverter = defineOperation({
  id: 'date-converter',
  toolId: 'date-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    inputFormat: z._default(z.enum(['auto', ...DATE_FORMATS]), 'auto'),
    outputFormat: z._default(z.enum(DATE_FORMATS), 'iso8601'),
    timeZone: z._default(z.string().check(z.refine(isKnownTimeZone, 'Unknown time zone')), 'UTC'),
  }),
  run: (input, { inputFormat, outputFormat, timeZone }) => {
    const format = inputFormat === 'auto' ? detectDateFormat(input) : inputFormat;
    if (!format) throw new ToolInputError('invalidDate');
    return formatDate(parseDate(input, format), outputFormat, timeZone);
  },
  examples: [
    { description: 'Unix seconds (detected) to ISO 8601 in UTC: date -u -d @1681333824', input: '1681333824', output: '2023-04-12T21:10:24Z' },
    {
      description: 'The same instant in New York (EDT, UTC−4)',
      input: '1681333824',
      options: { timeZone: 'America/New_York' },
      output: '2023-04-12T17:10:24-04:00',
    },
    { description: 'ISO 8601 with an offset to Unix seconds', input: '2023-04-12T23:10:24+02:00', options: { outputFormat: 'unixTimestamp' }, output: '1681333824' },
    // An Excel day number is a bare decimal: not recognisably a date for smart paste.
    { description: 'Excel 42510.5 is 2016-05-20 12:00 UTC', input: '42510.5', output: '2016-05-20T12:00:00Z', detect: false },
    { description: 'Excel day 25569 is the Unix epoch', input: '25569', options: { inputFormat: 'excel', outputFormat: 'timestamp' }, output: '0', detect: false },
    { description: 'MongoDB manual: ObjectId 507f1f77bcf86cd799439011 was made at 2012-10-17T21:13:27Z', input: '507f1f77bcf86cd799439011', output: '2012-10-17T21:13:27Z' },
    {
      description: 'RFC 7231 (HTTP date) to a Mongo ObjectID: seconds in hex, then 16 zeros',
      input: 'Wed, 12 Apr 2023 21:10:24 GMT',
      options: { outputFormat: 'mongoObjectId' },
      output: '64371e400000000000000000',
    },
    { description: 'Milliseconds to the HTTP date', input: '1681333824000', options: { outputFormat: 'rfc7231' }, output: 'Wed, 12 Apr 2023 21:10:24 GMT' },
  ],
});

export default [dateConverter];
