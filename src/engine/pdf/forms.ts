import type { PDFDict, PDFDocument, PDFObject, PDFObjectCopier, PDFRef } from '@cantoo/pdf-lib';
import type { pdfLib } from './document';

type Lib = Awaited<ReturnType<typeof pdfLib>>;

/** Parents deeper than this are not followed (a damaged file's loops end too). */
const MAX_FIELD_DEPTH = 32;

/**
 * Keeps a form fillable when pages are copied to another document: copying a page copies its
 * widgets and, through them, their fields, but a field is a form field only when the catalog's
 * AcroForm lists it. After `pages` (already in `target`) were copied from `source` with `copier`,
 * the fields with a widget on them join `target`'s AcroForm, in page order, with `source`'s default
 * appearance and resources (the fonts a viewer draws typed values with). A field named like one
 * already in `target` (two copies of the same form merged) is renamed "name (2)": fields of the
 * same name would share one value. Signature fields are left out: a signature does not survive
 * the copy (its widget still shows what it showed).
 */
export function copyFormFields(lib: Lib, source: PDFDocument, target: PDFDocument, copier: PDFObjectCopier, pages: readonly PDFRef[]): void {
  const { PDFArray, PDFDict, PDFName, PDFRef, PDFString, PDFHexString } = lib;
  const key = (name: string) => PDFName.of(name);
  const sourceForm = source.catalog.lookupMaybe(key('AcroForm'), PDFDict);
  if (!sourceForm?.lookupMaybe(key('Fields'), PDFArray)?.size()) return;

  // The top field of every widget on the copied pages (a widget may be its own field).
  const tops: PDFRef[] = [];
  const seen = new Set<PDFRef>();
  for (const pageRef of pages) {
    const annots = target.context.lookupMaybe(pageRef, PDFDict)?.lookupMaybe(key('Annots'), PDFArray);
    for (let index = 0; index < (annots?.size() ?? 0); index++) {
      let ref = annots!.get(index);
      let dict = target.context.lookupMaybe(ref, PDFDict);
      if (!(ref instanceof PDFRef) || dict?.lookupMaybe(key('Subtype'), PDFName) !== key('Widget')) continue;
      for (let depth = 0; depth < MAX_FIELD_DEPTH; depth++) {
        const parent: PDFObject | undefined = dict!.get(key('Parent'));
        const parentDict: PDFDict | undefined = parent instanceof PDFRef ? target.context.lookupMaybe(parent, PDFDict) : undefined;
        if (!(parent instanceof PDFRef) || !parentDict) break;
        ref = parent;
        dict = parentDict;
      }
      if (seen.has(ref as PDFRef)) continue;
      seen.add(ref as PDFRef);
      if (dict!.lookupMaybe(key('FT'), PDFName) === key('Sig')) continue;
      tops.push(ref as PDFRef);
    }
  }
  if (tops.length === 0) return;

  let form = target.catalog.lookupMaybe(key('AcroForm'), PDFDict);
  if (!form) {
    form = target.context.obj({ Fields: [] });
    target.catalog.set(key('AcroForm'), target.context.register(form));
  }
  let fields = form.lookupMaybe(key('Fields'), PDFArray);
  if (!fields) form.set(key('Fields'), (fields = target.context.obj([])));
  const nameOf = (dict: PDFDict | undefined) => {
    const name = dict?.lookup(key('T'));
    return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : undefined;
  };
  const names = new Set(fields.asArray().map((ref) => nameOf(target.context.lookupMaybe(ref, PDFDict))));
  for (const ref of tops) {
    const dict = target.context.lookup(ref, PDFDict);
    const name = nameOf(dict);
    if (name !== undefined && names.has(name)) {
      let number = 2;
      while (names.has(`${name} (${number})`)) number++;
      dict.set(key('T'), PDFHexString.fromText(`${name} (${number})`));
      names.add(`${name} (${number})`);
    } else names.add(name);
    fields.push(ref);
  }

  // How typed values are drawn: the first input's settings, and every input's resources (by name).
  for (const setting of ['DA', 'Q', 'NeedAppearances']) {
    const value = sourceForm.get(key(setting));
    if (value !== undefined && !form.has(key(setting))) form.set(key(setting), copier.copy(value));
  }
  const sourceResources = sourceForm.lookupMaybe(key('DR'), PDFDict);
  if (sourceResources) {
    let resources = form.lookupMaybe(key('DR'), PDFDict);
    if (!resources) form.set(key('DR'), (resources = target.context.obj({})));
    for (const [kind, entries] of sourceResources.entries()) {
      const from = sourceResources.lookupMaybe(kind, PDFDict);
      if (!from) {
        if (!resources.has(kind)) resources.set(kind, copier.copy(entries));
        continue;
      }
      let into = resources.lookupMaybe(kind, PDFDict);
      if (!into) resources.set(kind, (into = target.context.obj({})));
      for (const [name, value] of from.entries()) if (!into.has(name)) into.set(name, copier.copy(value));
    }
  }
}
