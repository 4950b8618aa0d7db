import { ToolInputError } from '../../lib/errors';

/**
 * Splitting a pasted command line into words, as the shell that would run it does:
 * - POSIX shells (bash, zsh; Chrome's and Firefox's "Copy as cURL"): single quotes, double quotes
 *   (with `\` escaping `$ \` " \\` and a newline), `$'…'` ANSI-C strings, `\` outside quotes,
 *   backslash-newline continuations, `#` comments; `;`, `|`, `&` end the command;
 * - Windows cmd.exe (Chrome's "Copy as cURL (cmd)"): `^` escapes and line continuations, then the
 *   C runtime's rules for the program's arguments (`"` quotes, backslashes before a quote).
 * Each word keeps the offset where it starts in the pasted text, for messages.
 */

export interface Word {
  value: string;
  /** Offset of the word's first character in the pasted text. */
  start: number;
}

export interface SplitCommand {
  words: Word[];
  /** Text after the end of the first command (`;`, `&&`, `|`…): another command, not converted. */
  rest: string;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function unclosed(text: string, offset: number, quote: string): ToolInputError {
  const { line, column } = lineColumn(text, offset);
  return new ToolInputError('unbalancedQuote', { params: { quote, line, column }, detail: `Unclosed ${quote} quote starting at line ${line}, column ${column}` });
}

const ANSI_C_SIMPLE: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

/** The body of a `$'…'` string from `start` (after the quote) → its value and the offset after the closing quote. */
function readAnsiC(text: string, start: number, opening: number): { value: string; end: number } {
  let value = '';
  let index = start;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "'") return { value, end: index + 1 };
    if (char !== '\\') {
      value += char;
      index++;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined) break;
    if (next in ANSI_C_SIMPLE) {
      value += ANSI_C_SIMPLE[next];
      index += 2;
    } else if (next === 'x') {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(text.slice(index + 2, index + 4))?.[0];
      if (hex) {
        value += String.fromCharCode(Number.parseInt(hex, 16));
        index += 2 + hex.length;
      } else {
        value += '\\x';
        index += 2;
      }
    } else if (next === 'u' || next === 'U') {
      const hex = new RegExp(`^[0-9a-fA-F]{1,${next === 'u' ? 4 : 8}}`).exec(text.slice(index + 2, index + 2 + (next === 'u' ? 4 : 8)))?.[0];
      if (hex) {
        const code = Number.parseInt(hex, 16);
        value += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        index += 2 + hex.length;
      } else {
        value += `\\${next}`;
        index += 2;
      }
    } else if (next >= '0' && next <= '7') {
      const octal = /^[0-7]{1,3}/.exec(text.slice(index + 1, index + 4))![0];
      value += String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
      index += 1 + octal.length;
    } else if (next === 'c' && index + 2 < text.length) {
      value += String.fromCharCode(text.charCodeAt(index + 2) & 0x1f);
      index += 3;
    } else {
      value += `\\${next}`;
      index += 2;
    }
  }
  throw unclosed(text, opening, "$'");
}

/**
 * Words of a POSIX shell command. An unquoted newline ends the command, except when the next line
 * starts with an option (`-H …`: a continuation whose backslash was lost in the paste).
 */
export function splitPosix(text: string): SplitCommand {
  const words: Word[] = [];
  let current: string | undefined;
  let start = 0;
  const begin = (at: number) => {
    if (current === undefined) {
      current = '';
      start = at;
    }
  };
  const finish = () => {
    if (current !== undefined) words.push({ value: current, start });
    current = undefined;
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\') {
      const next = text[index + 1];
      if (next === '\n') {
        index += 2;
        continue;
      }
      if (next === '\r' && text[index + 2] === '\n') {
        index += 3;
        continue;
      }
      begin(index);
      if (next !== undefined) current += next;
      index += 2;
      continue;
    }
    if (char === "'") {
      begin(index);
      const end = text.indexOf("'", index + 1);
      if (end === -1) throw unclosed(text, index, "'");
      current += text.slice(index + 1, end);
      index = end + 1;
      continue;
    }
    if (char === '$' && text[index + 1] === "'") {
      begin(index);
      const { value, end } = readAnsiC(text, index + 2, index);
      current += value;
      index = end;
      continue;
    }
    if (char === '"' || (char === '$' && text[index + 1] === '"')) {
      begin(index);
      const opening = index;
      index += char === '$' ? 2 : 1;
      let closed = false;
      while (index < text.length) {
        const inner = text[index]!;
        if (inner === '"') {
          closed = true;
          index++;
          break;
        }
        if (inner === '\\') {
          const next = text[index + 1];
          if (next === '\n') {
            index += 2;
            continue;
          }
          if (next === '$' || next === '`' || next === '"' || next === '\\') {
            current += next;
            index += 2;
            continue;
          }
        }
        current += inner;
        index++;
      }
      if (!closed) throw unclosed(text, opening, '"');
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      finish();
      index++;
      continue;
    }
    if (char === '\n') {
      finish();
      // A line that starts with an option continues the command (a lost backslash).
      const next = /^[ \t\r\n]*/.exec(text.slice(index + 1))![0].length + index + 1;
      if (text[next] === '-' || next >= text.length) {
        index = next;
        continue;
      }
      return { words, rest: text.slice(index + 1).trim() };
    }
    if (current === undefined && char === '#') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
      continue;
    }
    if (char === ';' || char === '|' || char === '&') {
      finish();
      return { words, rest: text.slice(index).replace(/^[;|&\s]+/, '').trim() };
    }
    begin(index);
    current += char;
    index++;
  }
  finish();
  return { words, rest: '' };
}

/** True when the text is written for cmd.exe: `^` line continuations or `^"` quotes (Chrome's "Copy as cURL (cmd)"). */
export function looksLikeCmd(text: string): boolean {
  return /\^\r?\n/.test(text) || text.includes('^"');
}

/**
 * Words of a cmd.exe command line. cmd.exe first removes its `^` escapes outside its own quotes
 * (`^` before a line break joins the next line and escapes its first character); the program then
 * splits its command line with the C runtime's rules: whitespace separates, `"` toggles quoting,
 * `""` inside quotes is a quote, 2n backslashes before a quote are n backslashes (and the quote
 * toggles), 2n+1 are n backslashes and a literal quote.
 */
export function splitCmd(text: string): SplitCommand {
  // Phase 1: cmd.exe. `offsets[i]` is where character i of `line` came from.
  let line = '';
  const offsets: number[] = [];
  let quoted = false;
  let rest = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (!quoted && char === '^') {
      let next = index + 1;
      if (text[next] === '\r' && text[next + 1] === '\n') next++;
      if (text[next] === '\n') {
        // The line break is removed and the next character taken as it is.
        const after = next + 1;
        if (after < text.length) {
          line += text[after];
          offsets.push(after);
        }
        index = after;
        continue;
      }
      if (next < text.length) {
        line += text[next];
        offsets.push(next);
      }
      index = next;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '&' || char === '|')) {
      rest = text.slice(index + 1).replace(/^[&|\s]+/, '').trim();
      break;
    }
    line += char;
    offsets.push(index);
  }

  // Phase 2: the C runtime's argument rules.
  const words: Word[] = [];
  let current: string | undefined;
  let start = 0;
  let inQuotes = false;
  let quoteStart = 0;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (!inQuotes && (char === ' ' || char === '\t' || char === '\r' || char === '\n')) {
      if (current !== undefined) words.push({ value: current, start });
      current = undefined;
      continue;
    }
    if (current === undefined) {
      current = '';
      start = offsets[index] ?? 0;
    }
    if (char === '\\') {
      let count = 0;
      while (line[index + count] === '\\') count++;
      if (line[index + count] === '"') {
        current += '\\'.repeat(Math.floor(count / 2));
        if (count % 2 === 1) {
          current += '"';
          index += count;
        } else index += count - 1;
      } else {
        current += '\\'.repeat(count);
        index += count - 1;
      }
      continue;
    }
    if (char === '"') {
      if (inQuotes && line[index + 1] === '"') {
        current += '"';
        index++;
        continue;
      }
      inQuotes = !inQuotes;
      if (inQuotes) quoteStart = offsets[index] ?? 0;
      continue;
    }
    current += char;
  }
  if (inQuotes) throw unclosed(text, quoteStart, '"');
  if (current !== undefined) words.push({ value: current, start });
  return { words, rest };
}

/** Words of a pasted command, for cmd.exe or a POSIX shell as its look says. */
export function splitCommand(text: string): SplitCommand {
  return looksLikeCmd(text) ? splitCmd(text) : splitPosix(text);
}

const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A value as one POSIX shell word: bare when only safe characters, in single quotes otherwise, and
 * as `$'…'` (the way Chrome writes it) when it holds a single quote or a control character.
 */
export function shellQuote(value: string): string {
  if (value !== '' && SAFE_WORD.test(value)) return value;
  // eslint-disable-next-line no-control-regex -- control characters are what needs the $'…' form
  if (!/['\u0000-\u001f\u007f]/.test(value)) return `'${value}'`;
  let out = "$'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}'`;
}
