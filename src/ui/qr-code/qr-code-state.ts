/** What a QR code view shows (src/modules/qr-code/use-qr-code.ts draws it). */
export type QrCodeState =
  | { status: 'empty' }
  | { status: 'tooLong' }
  | { status: 'invalidColor' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      /** The text this code holds (the image of the previous text stays while the next is drawn). */
      text: string;
      /** Object URL of the SVG, what the screen shows (revoked when replaced). */
      svgUrl: string;
      svg: string;
      version: number;
      /**
       * The 1024 px PNG, drawn in a worker when first asked for (the download): drawing it with
       * every change would compete with the page for the processor while the new code is shown.
       */
      png: () => Promise<Blob>;
    };
