import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString } from '@cantoo/pdf-lib';

/** A bookmark as [title, page number (1-based) or null, the bookmarks under it]. */
export type OutlineItem = [string, number | null, OutlineItem[]];

/**
 * A PDF's outline read back with pdf-lib: each bookmark's page from its `/Dest` or its GoTo
 * action, an explicit destination or a name looked up in the `/Names` tree's first level.
 * `counts` gets the outline's and each item's `/Count` (title → count), when asked.
 */
export async function outlineOf(bytes: Uint8Array, counts?: Map<string, number | undefined>): Promise<OutlineItem[]> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => page.ref);
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('Dests'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const named = (name: string) => {
    for (let index = 0; index + 1 < (names?.size() ?? 0); index += 2) if ((names!.lookup(index) as PDFString).decodeText() === name) return names!.lookup(index + 1);
    return undefined;
  };
  const pageOf = (item: PDFDict): number | null => {
    let dest = item.lookup(PDFName.of('Dest')) ?? item.lookupMaybe(PDFName.of('A'), PDFDict)?.lookup(PDFName.of('D'));
    if (dest instanceof PDFString || dest instanceof PDFHexString) dest = named(dest.decodeText());
    const target = dest instanceof PDFArray ? dest.get(0) : undefined;
    return target instanceof PDFRef && pages.includes(target) ? pages.indexOf(target) + 1 : null;
  };
  const read = (ref: unknown): OutlineItem[] => {
    const items: OutlineItem[] = [];
    let item = ref instanceof PDFRef ? doc.context.lookup(ref, PDFDict) : undefined;
    while (item) {
      const title = (item.lookup(PDFName.of('Title')) as PDFString | PDFHexString).decodeText();
      counts?.set(title, item.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber());
      items.push([title, pageOf(item), read(item.get(PDFName.of('First')))]);
      const next = item.get(PDFName.of('Next'));
      item = next instanceof PDFRef ? doc.context.lookup(next, PDFDict) : undefined;
    }
    return items;
  };
  const root = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  if (!root) return [];
  counts?.set('', root.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber());
  return read(root.get(PDFName.of('First')));
}
