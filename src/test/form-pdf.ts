import { PDFDocument } from '@cantoo/pdf-lib';

/**
 * A two-page form made with pdf-lib: a text field "name" (filled with `name`) on page 1, a check box
 * "agree" (ticked) and a text field "city" on page 2.
 */
export async function formPdf(name: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const first = doc.addPage([300, 200]);
  const second = doc.addPage([300, 200]);
  const form = doc.getForm();
  const field = form.createTextField('name');
  field.setText(name);
  field.addToPage(first, { x: 20, y: 100, width: 200, height: 24 });
  const agree = form.createCheckBox('agree');
  agree.addToPage(second, { x: 20, y: 140, width: 16, height: 16 });
  agree.check();
  form.createTextField('city').addToPage(second, { x: 20, y: 100, width: 200, height: 24 });
  return doc.save();
}
