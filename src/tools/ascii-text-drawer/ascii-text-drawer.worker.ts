import { expose } from 'comlink';
import { drawText, loadFont } from './ascii-text-drawer.service';

/** Fonts are parsed and text drawn here: a long text never blocks the page. */
const api = {
  loadFont(font: string): Promise<void> {
    return loadFont(font);
  },
  async draw(text: string, font: string, width: number): Promise<string> {
    await loadFont(font);
    return drawText(text, font, width);
  },
};

export type AsciiTextDrawerWorkerApi = typeof api;

expose(api);
