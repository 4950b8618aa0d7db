import { ToolInputError } from '../../lib/errors';

/**
 * The PDF tools' shared messages: keys of the shell's `pdf` strings (src/locales/*.json), so every
 * PDF tool, a batch list and the command line word them the same way. Each names the file.
 */
export type PdfErrorKey = 'empty' | 'notPdf' | 'damaged' | 'passwordNeeded' | 'wrongPassword' | 'tooManyPages' | 'badRange' | 'pageOutOfRange' | 'noPages';

export function pdfError(key: PdfErrorKey, params?: Record<string, string | number>, detail?: string): ToolInputError {
  return new ToolInputError(`pdf.${key}`, { ...(params ? { params } : {}), ...(detail ? { detail } : {}) });
}

/** Whether an error asks for the file's password (the page then shows the "Password" field). */
export function isPasswordError(error: unknown): boolean {
  return error instanceof ToolInputError && (error.messageKey === 'pdf.passwordNeeded' || error.messageKey === 'pdf.wrongPassword');
}
