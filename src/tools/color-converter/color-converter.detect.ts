import type { DetectDeclarations } from '../../engine/detect';

/** The CSS named colors (CSS Color 4 §6.1), without `transparent` and `currentcolor`. */
const NAMES = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral ' +
    'cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange ' +
    'darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey ' +
    'dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ' +
    'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink ' +
    'lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose ' +
    'moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HASH_HEX = /^#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
const BARE_HEX = /^(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
/**
 * `rgb(…)`, `hsla(…)`, `hwb(…)`, `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)`, `color(display-p3 …)`,
 * `device-cmyk(…)` with numbers, percents, degrees, commas, slashes inside (CSS Color 4, with or without commas).
 */
const FUNCTION = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|device-cmyk)\(\s*[-+0-9.%a-z,/\s]{1,80}\)$/i;

/**
 * A CSS color: `#rgb`/`#rrggbb`(`aa`) (sure), a color function (sure), a named color (plausible:
 * `tan` or `snow` are words too), six or eight bare hex digits (weak: any hex string).
 */
export default {
  'color-converter': {
    pre: { maxLines: 1, minLength: 3, maxLength: 100 },
    prior: 0.6,
    score: ({ text }) => {
      if (HASH_HEX.test(text)) return { confidence: 0.95, reason: { key: 'hex' } };
      const fn = FUNCTION.exec(text);
      if (fn) return { confidence: /\d/.test(text) ? 0.95 : 0.5, reason: { key: 'function', params: { name: fn[1]!.toLowerCase() } } };
      const lower = text.toLowerCase();
      if (NAMES.has(lower)) return { confidence: 0.55, reason: { key: 'name', params: { name: lower } } };
      if (BARE_HEX.test(text) && /[0-9]/.test(text) && /[A-Fa-f]/.test(text)) return { confidence: 0.25, reason: { key: 'hex' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
