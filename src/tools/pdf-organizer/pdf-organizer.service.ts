/**
 * The new document is made in the loaded one (pdf-lib), not copied into a new one: the document's
 * own data stays (Info and XMP metadata, outline, named destinations, form, language, viewer
 * preferences), a page that comes twice shares its content and resources instead of copying them,
 * and pages left out are deleted with everything only they used and the bookmarks that led to them.
 */
import type { PDFDocument, PDFPageLeaf, PDFRef } from '@cantoo/pdf-lib';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { openPdf, pdfFileValue, pdfLib, removeUnusedObjects } from '../../engine/pdf/document';
import { pruneOutline } from '../../engine/pdf/outline';
import { addTurns, parseArrangement, type ArrangedPage } from './pdf-organizer.arrangement';

export interface OrganizeOptions {
  pages: string;
  password: string;
}

/** Attributes a page may take from the page tree above it: written on each page before the tree is flattened. */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

/** US Letter: the size of a page without a MediaBox (a damaged file PDF readers still open). */
const LETTER = [0, 0, 612, 792];

export async function organizePdf(file: FileValue, { pages, password }: OrganizeOptions, context: Partial<OperationContext> = {}): Promise<FileValue> {
  const { doc, encrypted } = await openPdf(file, { password });
  const arranged = parseArrangement(pages, doc.getPageCount(), file.name);
  await arrange(doc, arranged);
  await removeUnusedObjects(doc);
  if (encrypted)
    context.warn?.({ key: 'decrypted', message: `${file.name} was protected by a password: the saved file has none (add one again with pdf-protect).`, data: { name: file.name } });
  return pdfFileValue(file.name, await doc.save());
}

/** Rebuilds `doc`'s page tree as `arranged`: one flat list of pages under the root. */
async function arrange(doc: PDFDocument, arranged: readonly ArrangedPage[]): Promise<void> {
  const lib = await pdfLib();
  const { PDFArray, PDFDict, PDFName, PDFNumber, PDFPageLeaf, PDFPageTree } = lib;
  const { context, catalog } = doc;
  const name = (key: string) => PDFName.of(key);
  const rootRef = catalog.get(name('Pages')) as PDFRef;
  const root = catalog.Pages();

  // The input's pages in order, each with its inherited attributes written on it, and the tree's inner nodes.
  const sources: { leaf: PDFPageLeaf; ref: PDFRef }[] = [];
  const innerNodes: PDFRef[] = [];
  root.traverse((node, ref) => {
    if (node instanceof PDFPageLeaf) sources.push({ leaf: node, ref });
    else if (node instanceof PDFPageTree) innerNodes.push(ref);
  });
  for (const { leaf } of sources) {
    for (const key of INHERITED)
      if (!leaf.has(name(key))) {
        const value = leaf.getInheritableAttribute(name(key));
        if (value !== undefined) leaf.set(name(key), value);
      }
    if (!leaf.has(name('MediaBox'))) leaf.set(name('MediaBox'), context.obj(LETTER));
  }
  for (const key of INHERITED) root.delete(name(key));

  const rotationOf = (leaf: PDFPageLeaf) => {
    const value = leaf.Rotate()?.asNumber() ?? 0;
    return addTurns(Number.isFinite(value) ? value : 0, 0);
  };
  /** A page's size as shown: its crop box (or media box), turned by its rotation. */
  const shownSize = (leaf: PDFPageLeaf) => {
    const box = (leaf.CropBox() ?? leaf.MediaBox()).asArray().map((value) => context.lookup(value));
    const [x1, y1, x2, y2] = box.map((value) => (value instanceof PDFNumber ? value.asNumber() : 0));
    const width = Math.abs((x2 ?? 0) - (x1 ?? 0)) || LETTER[2]!;
    const height = Math.abs((y2 ?? 0) - (y1 ?? 0)) || LETTER[3]!;
    return rotationOf(leaf) % 180 === 0 ? { width, height } : { width: height, height: width };
  };
  const setRotation = (leaf: PDFPageLeaf, rotate: number) => {
    if (rotate === 0) leaf.delete(name('Rotate'));
    else leaf.set(name('Rotate'), PDFNumber.of(rotate));
  };

  const ownRotations = sources.map(({ leaf }) => rotationOf(leaf));
  const used = new Set<number>();
  // Blank pages are made once every page is placed (they take the size of the page before them).
  const kids: (PDFRef | undefined)[] = [];
  const leaves: (PDFPageLeaf | undefined)[] = [];
  for (const item of arranged) {
    if (item.page === 'blank') {
      kids.push(undefined);
      leaves.push(undefined);
      continue;
    }
    const source = sources[item.page - 1]!;
    let leaf = source.leaf;
    let ref = source.ref;
    if (used.has(item.page)) {
      // A second copy: a new page object sharing the content and resources; its annotations are
      // copied too, except form fields' widgets (a field's widget belongs to one page).
      leaf = source.leaf.clone();
      leaf.delete(name('StructParents'));
      ref = context.register(leaf);
      const annots = source.leaf.Annots();
      if (annots) {
        const copies: PDFRef[] = [];
        for (const annotRef of annots.asArray()) {
          const annot = context.lookup(annotRef);
          if (!(annot instanceof PDFDict) || annot.get(name('Subtype')) === name('Widget')) continue;
          const copy = annot.clone();
          copy.set(name('P'), ref);
          copy.delete(name('StructParent'));
          copies.push(context.register(copy));
        }
        if (copies.length > 0) leaf.set(name('Annots'), context.obj(copies));
        else leaf.delete(name('Annots'));
      }
    }
    used.add(item.page);
    setRotation(leaf, addTurns(ownRotations[item.page - 1]!, item.rotate));
    kids.push(ref);
    leaves.push(leaf);
  }

  // Blank pages: the size of the page before them as it is shown, or of the first page.
  const firstPage = leaves.find((leaf): leaf is PDFPageLeaf => leaf !== undefined) ?? sources[0]!.leaf;
  let previous = shownSize(firstPage);
  arranged.forEach((item, index) => {
    if (item.page !== 'blank') {
      previous = shownSize(leaves[index]!);
      return;
    }
    const leaf = PDFPageLeaf.withContextAndParent(context, rootRef);
    leaf.set(name('MediaBox'), context.obj([0, 0, previous.width, previous.height]));
    setRotation(leaf, item.rotate);
    leaves[index] = leaf;
    kids[index] = context.register(leaf);
  });

  for (const leaf of leaves) leaf!.set(name('Parent'), rootRef);
  root.set(name('Kids'), context.obj(kids as PDFRef[]));
  root.set(name('Count'), PDFNumber.of(kids.length));

  // Pages left out and the tree's old inner nodes go, with what only they used (removeUnusedObjects).
  // Bookmarks to a deleted page go too; a link to one then leads nowhere, as readers expect of a
  // missing object.
  const gone = new Set(sources.filter((_, index) => !used.has(index + 1)).map(({ ref }) => ref));
  if (gone.size > 0) pruneOutline(lib, doc, (page) => gone.has(page));
  for (const ref of gone) context.delete(ref);
  for (const ref of innerNodes) context.delete(ref);
  const identity = arranged.length === sources.length && arranged.every((item, index) => item.page === index + 1);
  // Page labels number pages by position: they would mislabel a new order.
  if (!identity) catalog.delete(name('PageLabels'));
  const openAction = catalog.lookup(name('OpenAction'));
  if (openAction instanceof PDFArray && !kids.includes(openAction.get(0) as PDFRef) && sources.some(({ ref }) => ref === openAction.get(0))) catalog.delete(name('OpenAction'));
}
