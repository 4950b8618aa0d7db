import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./pdf-protect.service');

/** One page of 200 × 100 pt with a grey square: the file an example protects. */
const PLAIN_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKPj4KL1hPYmplY3QgPDwKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgMjAwIDEwMCBdCi9Bbm5vdHMgWyBdCi9Db250ZW50cyBbIDQgMCBSIF0KPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggNjkKPj4Kc3RyZWFtCnicK+QyVDAAQkMFUwMFc1OF5Fy4AIjExdWF8w30TBVguCidKzoWKJzCBZLM5QIaaaCQA6KAKAcoCKYyuNK4ArkAaogXBgplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9TaXplIDYKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzMgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA2IF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRwQdE1AEJRlUQsYmBAQBFrQO3CmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgo0MzQKJSVFT0Y=';
/** PLAIN_PDF as the examples' Protect makes it (password "secret"). */
const LOCKED_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCi9FeHRlbnNpb25zIDw8Ci9BREJFIDw8Ci9CYXNlVmVyc2lvbiAvMS43Ci9FeHRlbnNpb25MZXZlbCA4Cj4+Cj4+Cj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKPj4KL1hPYmplY3QgPDwKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgMjAwIDEwMCBdCi9Bbm5vdHMgWyBdCi9Db250ZW50cyBbIDQgMCBSIF0KPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggOTYKPj4Kc3RyZWFtCscDByrHAwcqxwMHKscDByqUG/crS7SjihALCmCB4STjzRZXUXQgLyxpbkNAeDfap4wG/o9l7mr6mvj06ZmM3DXA3HCRvvO5JWgIjdD5W74CJdMkiIcQ8CYH/PiMVq4HsQplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9GaWx0ZXIgL1N0YW5kYXJkCi9WIDUKL1IgNgovTGVuZ3RoIDI1NgovQ0YgPDwKL1N0ZENGIDw8Ci9BdXRoRXZlbnQgL0RvY09wZW4KL0NGTSAvQUVTVjMKL0xlbmd0aCAzMgo+Pgo+PgovU3RtRiAvU3RkQ0YKL1N0ckYgL1N0ZENGCi9PIDxkMzQyNjQzNTQxMTNlYjVmZjNiNzYzZDZiYjI2MTJhNzQ4NTk3YzUxMTIwMzJlNTBlMDViODc0MWUzZGRlZGJlYzcwMzA3MmFjNzAzMDcyYWM3MDMwNzJhYzcwMzA3MmE+Ci9PRSA8Yjc3MmJiMDJkNGNjODhiMWQxYTE2YTM0Y2NhMTAwZmZmNTcxMzUzYTcwM2MyMGJiYjEwZjIwMTJmN2JjMmYxZT4KL1UgPDkwZTcwZGJkNmUyZjA5ZjM0Nzg3NGE0YTYxMzQ1YWU4MjgzNGVjYTllNzc0NzQ1YWQ4YzNmMTJlMTA5ODBiMmJjNzAzMDcyYWM3MDMwNzJhYzcwMzA3MmFjNzAzMDcyYT4KL1VFIDxhMDViMjliMjFiMzhmNDllMjliMmFlZTc0ZGNjMjNlNmYwYmFiNGM2Yjg3MDE4OGY4MGYyN2QyNDMwZWVhMDJjPgovUCAtMjA1NgovUGVybXMgPDNjMTY0ODY1NTg3NjNjZGExOGY1ZDQ4ODkyNTAxYjk0Pgo+PgplbmRvYmoKCjcgMCBvYmoKPDwKL1NpemUgOAovUm9vdCAyIDAgUgovRW5jcnlwdCA2IDAgUgovSUQgWyA8YzcwMzA3MmFjNzAzMDcyYWM3MDMwNzJhYzcwMzA3MmE+IDxjNzAzMDcyYWM3MDMwNzJhYzcwMzA3MmFjNzAzMDcyYT4gXQovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDM3Ci9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDUgNiAyIF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRwQdEHAASjOlAgokfSLCYMTAAAFvmA9QKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjEwNzgKJSVFT0Y=';
/** LOCKED_PDF unlocked with "secret". */
const UNLOCKED_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCi9FeHRlbnNpb25zIDw8Ci9BREJFIDw8Ci9CYXNlVmVyc2lvbiAvMS43Ci9FeHRlbnNpb25MZXZlbCA4Cj4+Cj4+Cj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKPj4KL1hPYmplY3QgPDwKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgMjAwIDEwMCBdCi9Bbm5vdHMgWyBdCi9Db250ZW50cyBbIDQgMCBSIF0KPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggNjkKPj4Kc3RyZWFtCnicK+QyVDAAQkMFUwMFc1OF5Fy4AIjExdWF8w30TBVguCidKzoWKJzCBZLM5QIaaaCQA6KAKAcoCKYyuNK4ArkAaogXBgplbmRzdHJlYW0KZW5kb2JqCgo4IDAgb2JqCjw8Ci9TaXplIDkKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzMgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA1IDggMSBdCj4+CnN0cmVhbQp4nGNgYPj/n5FBgIGBkcEHRBwAEozpIOILAwMAS90EfQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNTAwCiUlRU9G';

const pdf = (name: string, base64: string) => ({ name, type: 'application/pdf', bytes: base64ToBytes(base64) });

/** Adds a password (AES-256) and permissions to a PDF. */
export const pdfProtect = defineOperation({
  id: 'pdf-protect',
  toolId: 'pdf-protect',
  input: 'file',
  output: 'file',
  options: z.object({
    password: z._default(z.string(), ''),
    ownerPassword: z._default(z.string(), ''),
    print: z._default(z.boolean(), true),
    copy: z._default(z.boolean(), true),
    modify: z._default(z.boolean(), true),
    currentPassword: z._default(z.string(), ''),
  }),
  run: async (file, options, context) => (await service()).protectPdf(file, options, context),
  examples: [
    {
      description:
        'Password "secret", no printing: AES-256 (revision 6). The key, salts, IVs and owner password are random; here the run’s random source is fixed, so the bytes are these',
      input: pdf('report.pdf', PLAIN_PDF),
      options: { password: 'secret', print: false },
      random: [7, 42, 199, 3],
      output: pdf('report.pdf', LOCKED_PDF),
    },
  ],
});

/** Removes a PDF's password (given) or its owner restrictions: the output is not encrypted. */
export const pdfProtectUnlock = defineOperation({
  id: 'pdf-protect-unlock',
  toolId: 'pdf-protect',
  input: 'file',
  output: 'file',
  options: z.object({
    password: z._default(z.string(), ''),
  }),
  run: async (file, options, context) => (await service()).unlockPdf(file, options, context),
  examples: [
    {
      description: 'The protected example file, unlocked with its password: the same page, without encryption',
      input: pdf('report.pdf', LOCKED_PDF),
      options: { password: 'secret' },
      output: pdf('report.pdf', UNLOCKED_PDF),
    },
  ],
});

export default [pdfProtect, pdfProtectUnlock];
