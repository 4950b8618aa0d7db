/**
 * The operations' example input: "https://it-tools.tech" as a QR code made by the QR code generator
 * (src/lib/qr/qr-code.ts: version 2, level M, 25 modules and a 4-module quiet zone at 4 px a module,
 * 132 × 132 px), encoded as PNG by the image engine and optimised by OxiPNG (204 bytes).
 */
export const QR_EXAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAIQAAACEAQAAAAB5P74KAAAAk0lEQVR42u3WMRECARDF0DiIf5ffQWhooGGGbS/lUxD6ajzyKYChAh7EckXWSVAsxasIJnexzlKaaF0EUFXgIlVOqzqI4BiCJxmDYu0iS5ONzYMEo1C7yEzElItIq+W2bmI4xryISwrsJMBb7CBVyowuAphTxYNYEhk7CaoCchUs5C4YzZOUI4AuAigV8Kc8V/BLXgAFabAenVdJAAAAAElFTkSuQmCC';
