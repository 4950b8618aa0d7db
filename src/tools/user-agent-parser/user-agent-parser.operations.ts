import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { parseUserAgent } from './user-agent-parser.service';

/** Expected values read off the user-agent strings by hand (browser token, platform token, model). */
export default [
  defineOperation({
    id: 'user-agent-parser',
    toolId: 'user-agent-parser',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => parseUserAgent(input),
    examples: [
      {
        input: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        output: {
          browserName: 'Chrome',
          browserVersion: '120.0.0.0',
          engineName: 'Blink',
          engineVersion: '120.0.0.0',
          osName: 'Windows',
          osVersion: '10',
          deviceModel: undefined,
          deviceType: undefined,
          deviceVendor: undefined,
          cpuArchitecture: 'amd64',
        },
      },
    ],
  }),
];
