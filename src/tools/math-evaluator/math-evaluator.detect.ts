import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** mathjs functions an expression commonly calls. */
const FUNCTIONS = new Set([
  'sqrt', 'cbrt', 'nthRoot', 'abs', 'exp', 'log', 'log10', 'log2', 'log1p', 'pow', 'round', 'floor', 'ceil', 'fix', 'sign', 'mod', 'gcd', 'lcm', 'factorial', 'gamma', 'combinations', 'permutations',
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'sec', 'csc', 'cot', 'hypot',
  'min', 'max', 'sum', 'prod', 'mean', 'median', 'mode', 'std', 'variance', 'det', 'inv', 'transpose', 'cross', 'dot', 'norm', 'trace', 'zeros', 'ones', 'identity', 'size', 'range',
  're', 'im', 'conj', 'arg', 'complex', 'fraction', 'bignumber', 'number', 'unit', 'format', 'isPrime', 'random', 'randomInt', 'distance', 'deg', 'rad',
]);
/** mathjs constants. */
const CONSTANTS = new Set(['pi', 'PI', 'e', 'E', 'i', 'tau', 'phi', 'Infinity', 'NaN', 'LN2', 'LN10', 'LOG2E', 'LOG10E', 'SQRT2', 'SQRT1_2', 'true', 'false', 'null']);
/** Units people convert (mathjs names), after a number or after `to` / `in`. */
const UNITS = new Set([
  'mm', 'cm', 'dm', 'm', 'km', 'inch', 'in', 'ft', 'foot', 'feet', 'yd', 'yard', 'mi', 'mile', 'miles', 'nmi', 'meter', 'meters', 'km2', 'm2', 'cm2', 'm3', 'cm3', 'acre', 'hectare',
  'mg', 'g', 'kg', 'gram', 'grams', 'lb', 'lbs', 'oz', 'ton', 'tonne', 'stone',
  'ms', 's', 'sec', 'second', 'seconds', 'min', 'minute', 'minutes', 'h', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'year', 'years',
  'l', 'L', 'ml', 'mL', 'cl', 'dl', 'liter', 'litre', 'gallon', 'gal', 'cup', 'pint', 'quart', 'floz',
  'degC', 'degF', 'K', 'celsius', 'fahrenheit', 'kelvin', 'deg', 'rad', 'grad',
  'b', 'B', 'kB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'TiB', 'bit', 'bits', 'byte', 'bytes',
  'Hz', 'kHz', 'MHz', 'GHz', 'W', 'kW', 'MW', 'J', 'kJ', 'cal', 'kcal', 'Wh', 'kWh', 'N', 'Pa', 'kPa', 'bar', 'psi', 'atm', 'V', 'mV', 'A', 'mA', 'ohm', 'mph', 'kph', 'knot', 'knots',
]);

interface Expression {
  operators: number;
  calls: number;
  conversions: number;
  units: number;
  assignments: number;
  /** Only `-` or only `/` between numbers written without spaces (a date or a phone number). */
  dashesOrSlashesOnly: boolean;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isIdentStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isIdentCode = (code: number) => isIdentStart(code) || isDigit(code);

/**
 * Reads the text as mathjs statements with a small state machine (an operand, then an operator…),
 * knowing only common functions, constants, units and the variables the text assigns. Any other
 * word, two numbers in a row (`1.2.3`, `192.168.1.1`), unbalanced brackets: undefined.
 */
function readExpression(text: string): Expression | undefined {
  const found: Expression = { operators: 0, calls: 0, conversions: 0, units: 0, assignments: 0, dashesOrSlashesOnly: true };
  const variables = new Set<string>();
  const brackets: number[] = [];
  let expectOperand = true;
  let afterNumber = false;
  let statementStart = true;
  let pendingAssignment = '';
  const operatorKinds = new Set<number>();
  for (let index = 0; index < text.length; ) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 9 || code === 13) {
      index++;
      continue;
    }
    if (code === 35 /* # comment */) {
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end;
      continue;
    }
    if (code === 10 || code === 59 /* ; */) {
      if (brackets.length > 0 && code === 59 && brackets[brackets.length - 1] === 91) {
        // A matrix row separator.
        if (expectOperand) return undefined;
        expectOperand = true;
        index++;
        continue;
      }
      if (brackets.length > 0 || (expectOperand && !statementStart)) return undefined;
      expectOperand = true;
      statementStart = true;
      afterNumber = false;
      index++;
      continue;
    }
    if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(index + 1)))) {
      if (!expectOperand) return undefined;
      let end = index;
      if (code === 48 && (text[index + 1] === 'x' || text[index + 1] === 'b' || text[index + 1] === 'o')) {
        end += 2;
        while (end < text.length && isIdentCode(text.charCodeAt(end))) end++;
      } else {
        while (isDigit(text.charCodeAt(end))) end++;
        if (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1))) {
          end++;
          while (isDigit(text.charCodeAt(end))) end++;
        }
        if ((text[end] === 'e' || text[end] === 'E') && (isDigit(text.charCodeAt(end + 1)) || ((text[end + 1] === '-' || text[end + 1] === '+') && isDigit(text.charCodeAt(end + 2))))) {
          end += 2;
          while (isDigit(text.charCodeAt(end))) end++;
        }
        // `1.2.3`: a number cannot run into a dot.
        if (text.charCodeAt(end) === 46) return undefined;
      }
      index = end;
      expectOperand = false;
      afterNumber = true;
      statementStart = false;
      continue;
    }
    if (isIdentStart(code)) {
      let end = index + 1;
      while (end < text.length && isIdentCode(text.charCodeAt(end))) end++;
      const word = text.slice(index, end);
      index = end;
      let next = end;
      while (text.charCodeAt(next) === 32) next++;
      if (!expectOperand) {
        // After an operand: a unit (`5 cm`), a conversion (`to`, `in`) or nothing else.
        if ((word === 'to' || word === 'in') && found.units > 0) {
          found.conversions++;
          expectOperand = true;
          afterNumber = false;
          continue;
        }
        if (afterNumber && word === 'i') {
          // An imaginary number: `2i`.
          afterNumber = false;
          continue;
        }
        if (afterNumber && UNITS.has(word)) {
          found.units++;
          afterNumber = false;
          continue;
        }
        if (word === 'mod') {
          found.operators++;
          expectOperand = true;
          continue;
        }
        return undefined;
      }
      if (found.conversions > 0 && UNITS.has(word) && text.charCodeAt(next) !== 40) {
        expectOperand = false;
        afterNumber = false;
        continue;
      }
      if (text.charCodeAt(next) === 61 && text.charCodeAt(next + 1) !== 61 && statementStart) {
        pendingAssignment = word;
        expectOperand = false;
        afterNumber = false;
        statementStart = false;
        continue;
      }
      if (FUNCTIONS.has(word) && text.charCodeAt(next) === 40) found.calls++; // its `(` follows: still expecting an operand
      else if (CONSTANTS.has(word) || variables.has(word)) expectOperand = false;
      else return undefined;
      afterNumber = false;
      statementStart = false;
      continue;
    }
    index++;
    statementStart = false;
    if (code === 40 || code === 91) {
      // `2(3)` multiplies; `[` only starts an operand.
      if (!expectOperand && code === 91) return undefined;
      brackets.push(code);
      expectOperand = true;
      continue;
    }
    if (code === 41 || code === 93) {
      if (brackets.pop() !== code - (code === 41 ? 1 : 2) || expectOperand) return undefined;
      expectOperand = false;
      afterNumber = false;
      continue;
    }
    if (code === 44 /* , */) {
      if (brackets.length === 0 || expectOperand) return undefined;
      expectOperand = true;
      continue;
    }
    if (code === 33 /* ! */ && !expectOperand && text.charCodeAt(index) !== 61) continue; // factorial
    if (code === 61 /* = */ && pendingAssignment && !expectOperand) {
      variables.add(pendingAssignment);
      pendingAssignment = '';
      found.assignments++;
      expectOperand = true;
      continue;
    }
    if (code === 43 || code === 45) {
      if (!expectOperand) {
        found.operators++;
        operatorKinds.add(code);
      }
      expectOperand = true;
      afterNumber = false;
      continue;
    }
    if (code === 42 || code === 47 || code === 94 || code === 37 || code === 60 || code === 62 || code === 61 || code === 33) {
      if (expectOperand) return undefined;
      // Two-character operators: `**` is not mathjs, `==`, `!=`, `<=`, `>=` are.
      if ((code === 60 || code === 62 || code === 61 || code === 33) && text.charCodeAt(index) === 61) index++;
      else if (code === 61 || code === 33) return undefined;
      found.operators++;
      operatorKinds.add(code);
      expectOperand = true;
      afterNumber = false;
      continue;
    }
    return undefined;
  }
  if (expectOperand || brackets.length > 0) return undefined;
  found.dashesOrSlashesOnly = operatorKinds.size === 1 && (operatorKinds.has(45) || operatorKinds.has(47));
  return found;
}

/**
 * Arithmetic for mathjs: numbers with operators, function calls (`sqrt(16)`, `sin(pi/2)`), unit
 * conversions (`5 cm to inch`), variables assigned on earlier lines. Not a lone number, a date
 * (`2024-01-15`, `10/12/2023`), a phone number, a version (`1.2.3`) or an IP address.
 */
export default {
  'math-evaluator': {
    pre: { minLength: 3, maxLength: 2000, maxLines: 30 },
    prior: 0.7,
    score: ({ text, stats }): DetectScore | number => {
      if (text.length > 2000) return 0;
      const expression = readExpression(text);
      if (!expression) return 0;
      const { operators, calls, conversions, units, assignments } = expression;
      if (conversions > 0) return { confidence: 0.85, reason: { key: 'conversion' } };
      if (operators === 0 && calls === 0) return 0;
      // `2024-01-15`, `555-1234`, `10/12/2023`: dashes or slashes without spaces are dates and numbers, not sums.
      if (expression.dashesOrSlashesOnly && !stats.has.space && calls === 0 && !text.includes('(')) return operators >= 2 ? 0 : { confidence: 0.3, reason: { key: 'expression' } };
      let confidence = operators + calls >= 2 ? 0.85 : 0.7;
      if (units > 0 || assignments > 0) confidence = Math.max(confidence, 0.8);
      return { confidence, reason: { key: calls > 0 ? 'functions' : 'expression' } };
    },
  },
} satisfies DetectDeclarations;
