import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { parseIban } from './iban-validator-and-parser.service';

/** IBAN check and breakdown; examples are the ECBS / national registry examples quoted by the spec. */
export default [
  defineOperation({
    id: 'iban-validator-and-parser',
    toolId: 'iban-validator-and-parser',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => parseIban(input),
    examples: [
      {
        description: 'A German IBAN (bank code 37040044, account 0532013000)',
        input: 'DE89 3704 0044 0532 0130 00',
        output: {
          normalized: 'DE89370400440532013000',
          valid: true,
          errors: [],
          isQrIban: false,
          friendly: 'DE89 3704 0044 0532 0130 00',
          countryCode: 'DE',
          bban: '370400440532013000',
          sepa: true,
          bankCode: '37040044',
          accountNumber: '0532013000',
        },
      },
      {
        description: 'A French IBAN with a wrong RIB key and checksum',
        input: 'FR7630006060011234567890189',
        output: {
          normalized: 'FR7630006060011234567890189',
          valid: false,
          errors: ['wrongAccountBankBranchChecksum', 'wrongIbanChecksum'],
          isQrIban: false,
          friendly: 'FR76 3000 6060 0112 3456 7890 189',
        },
      },
    ],
  }),
];
