import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { basicAuthCredentials, basicAuthHeader } from './basic-auth-generator.service';

/** RFC 7617 §2 and §2.1 examples. */
const credentials = z.object({ username: z._default(z.string(), ''), password: z._default(z.string(), '') });

export const basicAuthGenerator = defineOperation({
  id: 'basic-auth-generator',
  toolId: 'basic-auth-generator',
  input: 'none',
  output: 'text',
  options: credentials,
  run: (_input, { username, password }) => basicAuthHeader(username, password),
  examples: [
    { description: 'RFC 7617 §2', options: { username: 'Aladdin', password: 'open sesame' }, output: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' },
    { description: 'RFC 7617 §2.1 (charset="UTF-8")', options: { username: 'test', password: '123£' }, output: 'Authorization: Basic dGVzdDoxMjPCow==' },
    { description: 'Both empty: Base64 of ":"', output: 'Authorization: Basic Og==' },
  ],
});

export const basicAuthGeneratorCredentials = defineOperation({
  id: 'basic-auth-generator-credentials',
  toolId: 'basic-auth-generator',
  input: 'none',
  output: 'text',
  options: credentials,
  run: (_input, { username, password }) => basicAuthCredentials(username, password),
  examples: [{ description: 'RFC 7617 §2', options: { username: 'Aladdin', password: 'open sesame' }, output: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }],
});

export default [basicAuthGenerator, basicAuthGeneratorCredentials];
