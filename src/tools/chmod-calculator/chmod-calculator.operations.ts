import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { modeToOctal, modeToSymbolic, parseOctal, parseSymbolic } from './chmod-calculator.service';

/** Octal ↔ symbolic file modes; expected values follow `ls -l` / chmod(1) conventions (checked by hand). */
export default [
  defineOperation({
    id: 'chmod-calculator-octal-to-symbolic',
    toolId: 'chmod-calculator',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => modeToSymbolic(parseOctal(input)),
    examples: [
      { input: '755', output: 'rwxr-xr-x' },
      { input: '4755', output: 'rwsr-xr-x' },
      { input: '1777', output: 'rwxrwxrwt' },
      { input: '2644', output: 'rw-r-Sr--' },
    ],
  }),
  defineOperation({
    id: 'chmod-calculator-symbolic-to-octal',
    toolId: 'chmod-calculator',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => modeToOctal(parseSymbolic(input)),
    examples: [
      { input: 'rw-r--r--', output: '644' },
      { input: 'drwxr-xr-x', output: '755' },
      { input: 'rwsr-sr-T', output: '7754' },
    ],
  }),
];
