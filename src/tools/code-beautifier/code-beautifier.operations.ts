import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { BRACE_STYLES, INDENT_CHOICES, LANGUAGE_CHOICES, MAX_WRAP_LINE_LENGTH } from './code-beautifier.language';

const service = () => import('./code-beautifier.service');

/**
 * Beautify with js-beautify. Expected outputs are js-beautify 2.0's (`js-beautify`, `css-beautify`
 * and `html-beautify` on the command line give the same with `-s 2`).
 */
export const codeBeautifier = defineOperation({
  id: 'code-beautifier',
  toolId: 'code-beautifier',
  input: 'text',
  output: 'text',
  options: z.object({
    language: z._default(z.enum(LANGUAGE_CHOICES), 'auto'),
    indent: z._default(z.enum(INDENT_CHOICES), '2'),
    wrapLineLength: z._default(z.int().check(z.minimum(0), z.maximum(MAX_WRAP_LINE_LENGTH)), 0),
    braceStyle: z._default(z.enum(BRACE_STYLES), 'collapse'),
    endWithNewline: z._default(z.boolean(), false),
  }),
  run: async (input, options) => (await service()).beautifyCode(input, options),
  examples: [
    {
      description: 'Minified JavaScript, detected, 2 spaces',
      input: 'function add(a,b){if(a>b){return a-b}else{return a+b}}console.log(add(1,2));var data={name:"demo",items:[1,2,3],enabled:true};function greet(name){return"Hello, "+name+"!"}',
      output:
        'function add(a, b) {\n  if (a > b) {\n    return a - b\n  } else {\n    return a + b\n  }\n}\nconsole.log(add(1, 2));\nvar data = {\n  name: "demo",\n  items: [1, 2, 3],\n  enabled: true\n};\n\nfunction greet(name) {\n  return "Hello, " + name + "!"\n}',
    },
    {
      description: 'Minified CSS, detected, 4 spaces',
      input: 'body{margin:0;font-family:Arial,sans-serif}.btn{color:#fff;background:#007bff;padding:4px 8px}.btn:hover{background:#0056b3}@media (max-width:600px){.btn{display:block;width:100%}}',
      options: { indent: '4' },
      output:
        'body {\n    margin: 0;\n    font-family: Arial, sans-serif\n}\n\n.btn {\n    color: #fff;\n    background: #007bff;\n    padding: 4px 8px\n}\n\n.btn:hover {\n    background: #0056b3\n}\n\n@media (max-width:600px) {\n    .btn {\n        display: block;\n        width: 100%\n    }\n}',
    },
    {
      description: 'HTML with inline CSS and JavaScript, tabs',
      input: '<!DOCTYPE html><html><head><title>Demo</title><style>p{color:red}</style></head><body><div><p>Hello <b>world</b></p><script>if(a){b()}</script></div></body></html>',
      options: { indent: 'tab' },
      output:
        '<!DOCTYPE html>\n<html>\n\n<head>\n\t<title>Demo</title>\n\t<style>\n\t\tp {\n\t\t\tcolor: red\n\t\t}\n\t</style>\n</head>\n\n<body>\n\t<div>\n\t\t<p>Hello <b>world</b></p>\n\t\t<script>\n\t\t\tif (a) {\n\t\t\t\tb()\n\t\t\t}\n\t\t</script>\n\t</div>\n</body>\n\n</html>',
    },
    {
      description: 'Brace style "expand", end with a newline',
      detect: false,
      input: 'if(ok){go()}else{stop()}',
      options: { language: 'javascript', braceStyle: 'expand', endWithNewline: true },
      output: 'if (ok)\n{\n  go()\n}\nelse\n{\n  stop()\n}\n',
    },
    { description: 'Blank input gives empty output', detect: false, input: '  \n', output: '' },
  ],
});

/**
 * Minify with Terser (JavaScript), CSSO (CSS) and html-minifier-terser (HTML, with its inline CSS
 * and JavaScript through CSSO and Terser). Expected outputs are those libraries' own.
 */
export const codeBeautifierMinify = defineOperation({
  id: 'code-beautifier-minify',
  toolId: 'code-beautifier',
  input: 'text',
  output: 'text',
  options: z.object({
    language: z._default(z.enum(LANGUAGE_CHOICES), 'auto'),
  }),
  run: async (input, options, { warn }) => (await service()).minifyCode(input, options, warn),
  examples: [
    {
      description: 'JavaScript: compressed and mangled, top-level names kept',
      input: 'function add(first, second) {\n  // the sum\n  return first + second;\n}\nconsole.log(add(1, 2));',
      output: 'function add(d,n){return d+n}console.log(add(1,2));',
    },
    {
      description: 'CSS: shorter colours and lengths, merged rules',
      input: 'a {\n  color: #ff0000;\n  margin: 0px 0px;\n}\n\nb {\n  color: #ff0000;\n  margin: 0px 0px;\n}\n',
      output: 'a,b{color:red;margin:0}',
    },
    {
      description: 'HTML: whitespace collapsed, comments removed, inline CSS and JavaScript minified',
      input: '<!-- note -->\n<div class="card">\n  <p>  Hello   world  </p>\n</div>\n<style>\n  p { color: #ff0000; }\n</style>\n<script>\n  var count = 1;\n  console.log( count );\n</script>',
      output: '<div class="card"><p>Hello world</p></div><style>p{color:red}</style><script>var count=1;console.log(count)</script>',
    },
  ],
});

export default [codeBeautifier, codeBeautifierMinify];
