import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { normalizeEmails } from './email-normalizer.service';

/** Normalize email addresses, one per line; expected values written by hand from each provider's documented rules. */
export const emailNormalizer = defineOperation({
  id: 'email-normalizer',
  toolId: 'email-normalizer',
  input: 'text',
  output: 'text',
  options: z.object({ removeDuplicates: z._default(z.boolean(), false) }),
  run: (input, options) => normalizeEmails(input, options),
  examples: [
    { input: 'John.Doe+news@GoogleMail.com\nJane+x@Outlook.com', output: 'johndoe@gmail.com\njane@outlook.com' },
    { input: 'a.b@gmail.com\nab@gmail.com\n\nnot an email', options: { removeDuplicates: true }, output: 'ab@gmail.com\nUnable to parse email: not an email' },
  ],
});

export default [emailNormalizer];
