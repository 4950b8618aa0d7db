import { ToolInputError } from '../../lib/errors';

/**
 * The image tools' shared messages: keys of the shell's `image` strings (src/locales/*.json), so
 * every image tool, a batch list and the command line word them the same way.
 */
export type ImageErrorKey = 'empty' | 'notImage' | 'unknownFormat' | 'tooLarge' | 'damaged' | 'encodeFailed' | 'unsupportedInput';

export function imageError(key: ImageErrorKey, params?: Record<string, string | number>, detail?: string): ToolInputError {
  return new ToolInputError(`image.${key}`, { ...(params ? { params } : {}), ...(detail ? { detail } : {}) });
}
