import type { PDFArray, PDFDict, PDFDocument, PDFObject, PDFRef } from '@cantoo/pdf-lib';
import type { pdfLib } from './document';

type Lib = Awaited<ReturnType<typeof pdfLib>>;

/** Outlines deeper or longer than this are cut there (a damaged file's loops and cycles end too). */
export const MAX_OUTLINE_DEPTH = 32;
export const MAX_OUTLINE_ITEMS = 20000;

/**
 * Where a destination leads, as an explicit destination array (`[page /XYZ …]`): `value` may be that
 * array, a name or string looked up in the document's named destinations (the old `/Dests`
 * dictionary or the `/Names` tree), or a dictionary holding it under `/D`. Undefined for anything
 * else (a damaged or remote destination).
 */
export function destinationResolver(lib: Lib, doc: PDFDocument): (value: PDFObject | undefined) => PDFArray | undefined {
  const { PDFArray, PDFDict, PDFName, PDFRef, PDFString, PDFHexString } = lib;
  const { catalog } = doc;
  let named: Map<string, PDFObject> | undefined;
  const namedDest = (key: string): PDFObject | undefined => {
    if (!named) {
      named = new Map();
      const old = catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
      if (old) for (const [name, value] of old.entries()) named.set(name.decodeText(), value);
      const tree = catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('Dests'), PDFDict);
      const seen = new Set<PDFDict>();
      const walk = (node: PDFDict | undefined, depth: number) => {
        if (!node || seen.has(node) || depth > MAX_OUTLINE_DEPTH) return;
        seen.add(node);
        const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
        if (names) {
          for (let index = 0; index + 1 < names.size(); index += 2) {
            const name = names.lookup(index);
            if (name instanceof PDFString || name instanceof PDFHexString) named!.set(name.decodeText(), names.get(index + 1));
          }
        }
        const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
        if (kids) for (let index = 0; index < kids.size(); index++) walk(kids.lookupMaybe(index, PDFDict), depth + 1);
      };
      walk(tree, 0);
    }
    return named.get(key);
  };
  const resolve = (value: PDFObject | undefined, depth = 0): PDFArray | undefined => {
    const object = value instanceof PDFRef ? doc.context.lookup(value) : value;
    if (!object || depth > 2) return undefined;
    if (object instanceof PDFName || object instanceof PDFString || object instanceof PDFHexString) return resolve(namedDest(object.decodeText()), depth + 1);
    if (object instanceof PDFDict) return resolve(object.get(PDFName.of('D')), depth + 1);
    return object instanceof PDFArray && object.size() > 0 ? object : undefined;
  };
  return resolve;
}

/** An outline item's destination: its `/Dest`, or the `/D` of its GoTo action. */
export function itemDestination(lib: Lib, item: PDFDict): PDFObject | undefined {
  const { PDFDict, PDFName } = lib;
  const action = item.lookupMaybe(PDFName.of('A'), PDFDict);
  const kind = action?.lookupMaybe(PDFName.of('S'), PDFName)?.asString();
  return item.get(PDFName.of('Dest')) ?? (kind === '/GoTo' ? action!.get(PDFName.of('D')) : undefined);
}

/**
 * Removes the bookmarks of `doc` that lead to a page `isGone` says was deleted, in place (titles,
 * colours, styles and other actions of the rest stay). A bookmark with bookmarks left under it
 * stays as their heading, without its destination. The counts of visible items are written again;
 * an outline left empty goes.
 */
export function pruneOutline(lib: Lib, doc: PDFDocument, isGone: (page: PDFRef) => boolean): void {
  const { PDFDict, PDFName, PDFNumber, PDFRef } = lib;
  const key = (name: string) => PDFName.of(name);
  const outlines = doc.catalog.lookupMaybe(key('Outlines'), PDFDict);
  if (!outlines) return;
  const resolve = destinationResolver(lib, doc);
  const seen = new Set<PDFDict>();
  let count = 0;
  /** Prunes the items under `parent`; returns how many are visible when it is open. */
  const prune = (parent: PDFDict, depth: number): number => {
    const kept: { ref: PDFRef; dict: PDFDict; shown: number }[] = [];
    let next = parent.get(key('First'));
    while (next instanceof PDFRef && count < MAX_OUTLINE_ITEMS) {
      const dict = doc.context.lookupMaybe(next, PDFDict);
      if (!dict || seen.has(dict)) break;
      seen.add(dict);
      count++;
      const ref = next;
      next = dict.get(key('Next'));
      const below = depth < MAX_OUTLINE_DEPTH ? prune(dict, depth + 1) : 0;
      const page = resolve(itemDestination(lib, dict))?.get(0);
      const gone = page instanceof PDFRef && isGone(page);
      if (gone && !dict.has(key('First'))) continue;
      if (gone) {
        dict.delete(key('Dest'));
        dict.delete(key('A'));
      }
      const open = (dict.lookupMaybe(key('Count'), PDFNumber)?.asNumber() ?? 0) > 0;
      if (dict.has(key('First'))) dict.set(key('Count'), PDFNumber.of(open ? below : -below));
      else dict.delete(key('Count'));
      kept.push({ ref, dict, shown: 1 + (open ? below : 0) });
    }
    kept.forEach(({ dict }, index) => {
      if (index > 0) dict.set(key('Prev'), kept[index - 1]!.ref);
      else dict.delete(key('Prev'));
      if (index < kept.length - 1) dict.set(key('Next'), kept[index + 1]!.ref);
      else dict.delete(key('Next'));
    });
    if (kept.length === 0) {
      parent.delete(key('First'));
      parent.delete(key('Last'));
      return 0;
    }
    parent.set(key('First'), kept[0]!.ref);
    parent.set(key('Last'), kept.at(-1)!.ref);
    return kept.reduce((sum, { shown }) => sum + shown, 0);
  };
  const visible = prune(outlines, 0);
  if (!outlines.has(key('First'))) doc.catalog.delete(key('Outlines'));
  else outlines.set(key('Count'), PDFNumber.of(visible));
}
