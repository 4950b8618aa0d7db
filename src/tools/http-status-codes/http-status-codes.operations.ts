import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { searchHttpStatuses, statusLine } from './http-status-codes.service';

/** Looks codes up by number, name or words of their meaning; the output lists `<code> <name>` lines. */
export default [
  defineOperation({
    id: 'http-status-codes-search',
    toolId: 'http-status-codes',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => searchHttpStatuses(input).map(statusLine).join('\n'),
    examples: [
      { input: 'teapot', output: "418 I'm a teapot" },
      { input: '45', output: '451 Unavailable For Legal Reasons' },
      { input: 'webdav 42', output: '423 Locked\n424 Failed Dependency' },
    ],
  }),
];
