import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeJwt } from './jwt-parser.service';

/** RFC 7519 §3.1's example token and the widely published jwt.io sample. */
export const jwtParser = defineOperation({
  id: 'jwt-parser',
  toolId: 'jwt-parser',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => {
    const jwt = decodeJwt(input);
    return jwt ? { header: jwt.header, payload: jwt.payload } : null;
  },
  examples: [
    {
      description: 'The jwt.io sample token',
      input:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      output: { header: { alg: 'HS256', typ: 'JWT' }, payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 } },
    },
    {
      description: 'RFC 7519 §3.1 (header with CRLF, HS256)',
      input:
        'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      output: { header: { typ: 'JWT', alg: 'HS256' }, payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true } },
    },
  ],
});

export default [jwtParser];
