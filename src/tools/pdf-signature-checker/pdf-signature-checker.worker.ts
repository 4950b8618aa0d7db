import { expose } from 'comlink';
import { isToolInputError } from '../../lib/errors';
import { checkPdfSignatures, type SignatureReport } from './pdf-signature-checker.service';

export type CheckResult = { ok: true; signatures: SignatureReport[] } | { ok: false; messageKey: string };

/** Reads and checks a PDF off the main thread: a 100 MB file never freezes the page. */
const pdfWorker = {
  async check(file: Blob): Promise<CheckResult> {
    try {
      return { ok: true, signatures: await checkPdfSignatures(new Uint8Array(await file.arrayBuffer())) };
    } catch (error) {
      return { ok: false, messageKey: isToolInputError(error) ? error.messageKey : 'readFailed' };
    }
  },
};

export type PdfWorker = typeof pdfWorker;

expose(pdfWorker);
