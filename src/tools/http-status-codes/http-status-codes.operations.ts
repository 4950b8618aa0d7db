import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { searchHttpStatuses, statusLine, statusQuery } from './http-status-codes.service';

/**
 * Looks codes up by number, name or words of their meaning; the output lists `<code> <name>` lines.
 * A pasted status line (`HTTP/1.1 404 Not Found`, the first line of a response) looks its code up.
 */

export default [
  defineOperation({
    id: 'http-status-codes-search',
    toolId: 'http-status-codes',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => searchHttpStatuses(statusQuery(input)).map(statusLine).join('\n'),
    examples: [
      // Search words and partial codes are queries typed in the tool, not recognisable pastes.
      { input: 'teapot', output: "418 I'm a teapot", detect: false },
      { input: '45', output: '451 Unavailable For Legal Reasons', detect: false },
      { input: 'webdav 42', output: '423 Locked\n424 Failed Dependency', detect: false },
      { description: 'A status line (RFC 9112 §4)', input: 'HTTP/1.1 404 Not Found', output: '404 Not Found' },
      { description: 'The first line of a pasted response', input: 'HTTP/2 503\ncontent-type: text/html\nretry-after: 120', output: '503 Service Unavailable' },
    ],
  }),
];
