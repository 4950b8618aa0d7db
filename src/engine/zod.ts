import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The app's Zod: the functional `zod/mini` API (its schemas are the same as classic Zod's, and a
 * bundle holds only what is used: ~35 KB instead of ~95 KB for every page and command that reads an
 * operation's options), with classic Zod's English messages ("Too big: expected number to be <=64").
 */
z.config(en());

export { z };
