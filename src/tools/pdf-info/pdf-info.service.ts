import type { PDFDict, PDFDocument, PDFObject, PDFPage, PDFRawStream } from '@cantoo/pdf-lib';
import { declaredPdfA, openPdf, pdfFileValue, pdfLib, removeUnusedObjects } from '../../engine/pdf/document';
import type { FileValue } from '../../engine/values';
import type { OperationContext } from '../../engine/operation';

type Lib = Awaited<ReturnType<typeof pdfLib>>;

/** A run of consecutive pages of the same size. */
export interface PageSize {
  /** "1-3" or "7". */
  pages: string;
  /** In points (1/72 inch), as displayed (the page's /Rotate applied). */
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  /** "A4", "Letter"… when both sides match within 1 mm. */
  paper?: string;
  orientation: 'portrait' | 'landscape';
}

export interface EncryptionInfo {
  /** "AES-256", "AES-128", "RC4 128-bit", "RC4 40-bit", or the handler's name when it is not the standard one. */
  algorithm: string;
  /** Whether a password was needed to open it (false: owner restrictions only, opened without one). */
  openPassword: boolean;
  permissions: { print: boolean; printHighQuality: boolean; modify: boolean; copy: boolean; annotate: boolean; fillForms: boolean; accessibility: boolean; assemble: boolean };
}

export interface FontInfo {
  name: string;
  subtype: string;
  embedded: boolean;
}

export interface PdfInfo {
  version: string;
  pages: number;
  pageSizes: PageSize[];
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  created?: string;
  modified?: string;
  xmp: boolean;
  /** The PDF/A conformance its XMP declares ("PDF/A-2b"), when it declares one. */
  pdfA?: string;
  encryption: EncryptionInfo | null;
  fonts: FontInfo[];
  images: { count: number; largest?: { width: number; height: number; page: number } };
  formFields: { count: number; names: string[] };
  attachments: { name: string; size: number }[];
  signatures: { count: number; fields: string[] };
}

/** The Info dictionary's text entries, in the order shown, with their keys in the report. */
export const INFO_FIELDS = ['title', 'author', 'subject', 'keywords', 'creator', 'producer'] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
const INFO_KEYS: Record<InfoField, string> = { title: 'Title', author: 'Author', subject: 'Subject', keywords: 'Keywords', creator: 'Creator', producer: 'Producer' };

/** Paper sizes in millimetres (portrait). */
const PAPERS: [string, number, number][] = [
  ['A0', 841, 1189],
  ['A1', 594, 841],
  ['A2', 420, 594],
  ['A3', 297, 420],
  ['A4', 210, 297],
  ['A5', 148, 210],
  ['A6', 105, 148],
  ['B4', 250, 353],
  ['B5', 176, 250],
  ['Letter', 215.9, 279.4],
  ['Legal', 215.9, 355.6],
  ['Tabloid', 279.4, 431.8],
  ['Executive', 184.15, 266.7],
];

const MM_PER_POINT = 25.4 / 72;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The paper name of a page size in millimetres, when both sides match within 1 mm (either orientation). */
export function paperName(widthMm: number, heightMm: number): string | undefined {
  const [short, long] = widthMm <= heightMm ? [widthMm, heightMm] : [heightMm, widthMm];
  return PAPERS.find(([, w, h]) => Math.abs(short - w) <= 1 && Math.abs(long - h) <= 1)?.[0];
}

/** A PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`, every part after the year optional) as ISO 8601; undefined when it is not one. */
export function pdfDateToIso(text: string): string | undefined {
  const match = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(?:([Zz])|([+-])(\d{2})'?(\d{2})?'?)?/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zulu, sign, offsetHours, offsetMinutes = '00'] = match;
  const date = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  if (zulu || (sign && offsetHours === '00' && offsetMinutes === '00')) return `${date}Z`;
  if (sign) return `${date}${sign}${offsetHours}:${offsetMinutes}`;
  return date;
}

/** A text object's value (PDFString or PDFHexString), undefined for anything else. */
function textOf(lib: Lib, object: PDFObject | undefined): string | undefined {
  if (object instanceof lib.PDFString || object instanceof lib.PDFHexString) return object.decodeText();
  if (object instanceof lib.PDFName) return object.decodeText();
  return undefined;
}

const numberOf = (lib: Lib, object: PDFObject | undefined) => (object instanceof lib.PDFNumber ? object.asNumber() : undefined);

function infoDict(lib: Lib, doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info);
  return info instanceof lib.PDFDict ? info : undefined;
}

/** The page's displayed size in points: its crop box (the media box when none), turned by /Rotate. */
function displayedSize(page: PDFPage): { width: number; height: number } {
  const box = page.getCropBox();
  const turned = Math.abs(page.getRotation().angle) % 180 === 90;
  return turned ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
}

function pageSizes(doc: PDFDocument): PageSize[] {
  const runs: PageSize[] = [];
  let start = 1;
  doc.getPages().forEach((page, index) => {
    const { width, height } = displayedSize(page);
    const size = { width: round(width, 2), height: round(height, 2) };
    const last = runs[runs.length - 1];
    if (last && last.width === size.width && last.height === size.height) {
      last.pages = `${start}-${index + 1}`;
      return;
    }
    start = index + 1;
    const widthMm = round(width * MM_PER_POINT, 1);
    const heightMm = round(height * MM_PER_POINT, 1);
    const paper = paperName(width * MM_PER_POINT, height * MM_PER_POINT);
    runs.push({ pages: String(index + 1), ...size, widthMm, heightMm, ...(paper ? { paper } : {}), orientation: width > height ? 'landscape' : 'portrait' });
  });
  return runs;
}

/** The algorithm and permissions of the file's encryption dictionary (read from the file as stored: pdf-lib drops it when decrypting). */
async function encryptionOf(lib: Lib, bytes: Uint8Array, passwordGiven: boolean): Promise<EncryptionInfo | null> {
  const raw = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const encrypt = raw.context.lookup(raw.context.trailerInfo.Encrypt);
  if (!(encrypt instanceof lib.PDFDict)) return null;
  const get = (key: string) => encrypt.lookup(lib.PDFName.of(key));
  const filter = textOf(lib, get('Filter')) ?? 'Standard';
  const version = numberOf(lib, get('V')) ?? 0;
  const length = numberOf(lib, get('Length')) ?? 40;
  let algorithm = `RC4 ${length}-bit`;
  if (version >= 5) algorithm = 'AES-256';
  else if (version === 4) {
    const filters = get('CF');
    const name = textOf(lib, get('StmF')) ?? 'StdCF';
    const method = filters instanceof lib.PDFDict ? (filters.lookup(lib.PDFName.of(name)) as PDFDict | undefined)?.lookup(lib.PDFName.of('CFM')) : undefined;
    algorithm = textOf(lib, method) === 'AESV2' ? 'AES-128' : 'RC4 128-bit';
  } else if (version === 1) algorithm = 'RC4 40-bit';
  if (filter !== 'Standard') algorithm = `${filter} (${algorithm})`;
  // /P is a signed 32-bit integer; bit n (from 1) allows the nth action.
  const p = (numberOf(lib, get('P')) ?? -1) | 0;
  const bit = (n: number) => (p & (1 << (n - 1))) !== 0;
  const revision = numberOf(lib, get('R')) ?? 2;
  return {
    algorithm,
    openPassword: passwordGiven,
    permissions: {
      print: bit(3),
      printHighQuality: revision >= 3 ? bit(3) && bit(12) : bit(3),
      modify: bit(4),
      copy: bit(5),
      annotate: bit(6),
      fillForms: revision >= 3 ? bit(9) || bit(6) : bit(6),
      accessibility: revision >= 3 ? bit(10) : bit(5),
      assemble: revision >= 3 ? bit(11) : bit(4),
    },
  };
}

interface Collected {
  fonts: Map<PDFObject, FontInfo>;
  images: Set<PDFObject>;
  largest?: { width: number; height: number; page: number };
}

/** Fonts and images of a resource dictionary, and of the form XObjects it uses (each visited once). */
function collectResources(lib: Lib, resources: PDFDict | undefined, page: number, collected: Collected, seen: Set<PDFObject>) {
  if (!resources || seen.has(resources)) return;
  seen.add(resources);
  const fonts = resources.lookup(lib.PDFName.of('Font'));
  if (fonts instanceof lib.PDFDict) {
    for (const [, value] of fonts.entries()) {
      const font = value instanceof lib.PDFRef ? resources.context.lookup(value) : value;
      if (!(font instanceof lib.PDFDict) || collected.fonts.has(font)) continue;
      collected.fonts.set(font, describeFont(lib, font));
    }
  }
  const xObjects = resources.lookup(lib.PDFName.of('XObject'));
  if (!(xObjects instanceof lib.PDFDict)) return;
  for (const [, value] of xObjects.entries()) {
    const object = value instanceof lib.PDFRef ? resources.context.lookup(value) : value;
    if (!(object instanceof lib.PDFStream) || seen.has(object)) continue;
    seen.add(object);
    const subtype = textOf(lib, object.dict.lookup(lib.PDFName.of('Subtype')));
    if (subtype === 'Image') {
      collected.images.add(object);
      const width = numberOf(lib, object.dict.lookup(lib.PDFName.of('Width'))) ?? 0;
      const height = numberOf(lib, object.dict.lookup(lib.PDFName.of('Height'))) ?? 0;
      if (!collected.largest || width * height > collected.largest.width * collected.largest.height) collected.largest = { width, height, page };
    } else if (subtype === 'Form') {
      const inner = object.dict.lookup(lib.PDFName.of('Resources'));
      collectResources(lib, inner instanceof lib.PDFDict ? inner : undefined, page, collected, seen);
    }
  }
}

function describeFont(lib: Lib, font: PDFDict): FontInfo {
  const get = (dict: PDFDict, key: string) => dict.lookup(lib.PDFName.of(key));
  const subtype = textOf(lib, get(font, 'Subtype')) ?? 'Unknown';
  let name = textOf(lib, get(font, 'BaseFont')) ?? textOf(lib, get(font, 'Name')) ?? '';
  let descriptor = get(font, 'FontDescriptor');
  if (subtype === 'Type0') {
    const descendants = get(font, 'DescendantFonts');
    const descendant = descendants instanceof lib.PDFArray ? descendants.lookup(0) : undefined;
    if (descendant instanceof lib.PDFDict) descriptor = get(descendant, 'FontDescriptor');
  }
  const embedded =
    subtype === 'Type3' ||
    (descriptor instanceof lib.PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor instanceof lib.PDFDict && get(descriptor, key) !== undefined));
  if (name === '' && subtype === 'Type3') name = '(Type 3)';
  return { name, subtype, embedded };
}

interface Field {
  name: string;
  type: string | undefined;
  signed: boolean;
}

/** The terminal fields of the AcroForm, with their full names (parts joined by dots) and inherited types. */
function formFields(lib: Lib, doc: PDFDocument): Field[] {
  const form = doc.catalog.lookup(lib.PDFName.of('AcroForm'));
  if (!(form instanceof lib.PDFDict)) return [];
  const fields: Field[] = [];
  const seen = new Set<PDFObject>();
  const walk = (node: PDFObject | undefined, prefix: string, inheritedType: string | undefined) => {
    if (!(node instanceof lib.PDFDict) || seen.has(node) || seen.size > 100_000) return;
    seen.add(node);
    const part = textOf(lib, node.lookup(lib.PDFName.of('T')));
    const name = part === undefined ? prefix : prefix ? `${prefix}.${part}` : part;
    const type = textOf(lib, node.lookup(lib.PDFName.of('FT'))) ?? inheritedType;
    const kids = node.lookup(lib.PDFName.of('Kids'));
    const named =
      kids instanceof lib.PDFArray
        ? kids
            .asArray()
            .map((kid) => doc.context.lookup(kid))
            .filter((kid) => kid instanceof lib.PDFDict && kid.has(lib.PDFName.of('T')))
        : [];
    if (named.length > 0) {
      for (const kid of named) walk(kid, name, type);
      return;
    }
    fields.push({ name, type, signed: type === 'Sig' && node.lookup(lib.PDFName.of('V')) !== undefined });
  };
  const roots = form.lookup(lib.PDFName.of('Fields'));
  if (roots instanceof lib.PDFArray) for (const root of roots.asArray()) walk(doc.context.lookup(root), '', undefined);
  return fields;
}

/** The embedded files of the document's name tree: names and sizes (the /Params /Size when given, else the decoded length). */
function attachments(lib: Lib, doc: PDFDocument): { name: string; size: number }[] {
  const names = doc.catalog.lookup(lib.PDFName.of('Names'));
  const tree = names instanceof lib.PDFDict ? names.lookup(lib.PDFName.of('EmbeddedFiles')) : undefined;
  const found: { name: string; size: number }[] = [];
  const seen = new Set<PDFObject>();
  const walk = (node: PDFObject | undefined) => {
    if (!(node instanceof lib.PDFDict) || seen.has(node)) return;
    seen.add(node);
    const kids = node.lookup(lib.PDFName.of('Kids'));
    if (kids instanceof lib.PDFArray) for (const kid of kids.asArray()) walk(doc.context.lookup(kid));
    const pairs = node.lookup(lib.PDFName.of('Names'));
    if (!(pairs instanceof lib.PDFArray)) return;
    for (let index = 0; index + 1 < pairs.size(); index += 2) {
      const key = textOf(lib, pairs.lookup(index));
      const spec = pairs.lookup(index + 1);
      if (!(spec instanceof lib.PDFDict)) continue;
      const name = textOf(lib, spec.lookup(lib.PDFName.of('UF'))) ?? textOf(lib, spec.lookup(lib.PDFName.of('F'))) ?? key ?? '';
      const ef = spec.lookup(lib.PDFName.of('EF'));
      const stream = ef instanceof lib.PDFDict ? (ef.lookup(lib.PDFName.of('UF')) ?? ef.lookup(lib.PDFName.of('F'))) : undefined;
      found.push({ name, size: stream instanceof lib.PDFRawStream ? streamSize(lib, stream) : 0 });
    }
  };
  walk(tree);
  return found;
}

function streamSize(lib: Lib, stream: PDFRawStream): number {
  const params = stream.dict.lookup(lib.PDFName.of('Params'));
  const declared = params instanceof lib.PDFDict ? numberOf(lib, params.lookup(lib.PDFName.of('Size'))) : undefined;
  if (declared !== undefined) return declared;
  try {
    return lib.decodePDFRawStream(stream).decode().length;
  } catch {
    return stream.contents.length;
  }
}

export interface PasswordOptions {
  password?: string;
}

/** Everything the report shows of a PDF: pages and sizes, version, Info, XMP, encryption, fonts, images, form, attachments, signatures. */
export async function readPdfInfo(file: Pick<FileValue, 'name' | 'bytes'>, { password = '' }: PasswordOptions = {}): Promise<PdfInfo> {
  const lib = await pdfLib();
  const { doc, encrypted } = await openPdf(file, { password });
  const header = doc.context.header.getVersionString();
  const catalogVersion = textOf(lib, doc.catalog.lookup(lib.PDFName.of('Version')));
  const version = catalogVersion && Number(catalogVersion) > Number(header) ? catalogVersion : header;

  const report: PdfInfo = {
    version,
    pages: doc.getPageCount(),
    pageSizes: pageSizes(doc),
    xmp: doc.catalog.lookup(lib.PDFName.of('Metadata')) instanceof lib.PDFStream,
    encryption: encrypted ? await encryptionOf(lib, file.bytes, password !== '') : null,
    fonts: [],
    images: { count: 0 },
    formFields: { count: 0, names: [] },
    attachments: attachments(lib, doc),
    signatures: { count: 0, fields: [] },
  };
  const info = infoDict(lib, doc);
  if (info) {
    for (const field of INFO_FIELDS) {
      const value = textOf(lib, info.lookup(lib.PDFName.of(INFO_KEYS[field])));
      if (value !== undefined && value !== '') report[field] = value;
    }
    for (const [field, key] of [
      ['created', 'CreationDate'],
      ['modified', 'ModDate'],
    ] as const) {
      const raw = textOf(lib, info.lookup(lib.PDFName.of(key)));
      if (raw) report[field] = pdfDateToIso(raw) ?? raw;
    }
  }
  const pdfA = await declaredPdfA(doc);
  // The Info entries come before the rest in the command line's table: rebuild in the shown order.
  const ordered: PdfInfo = {
    version: report.version,
    pages: report.pages,
    pageSizes: report.pageSizes,
    ...Object.fromEntries([...INFO_FIELDS, 'created', 'modified'].filter((key) => report[key as InfoField] !== undefined).map((key) => [key, report[key as InfoField]])),
    xmp: report.xmp,
    ...(pdfA ? { pdfA } : {}),
    encryption: report.encryption,
    fonts: [],
    images: report.images,
    formFields: report.formFields,
    attachments: report.attachments,
    signatures: report.signatures,
  };

  const collected: Collected = { fonts: new Map(), images: new Set() };
  const seen = new Set<PDFObject>();
  doc.getPages().forEach((page, index) => collectResources(lib, page.node.Resources(), index + 1, collected, seen));
  ordered.fonts = [...collected.fonts.values()].sort((a, b) => a.name.localeCompare(b.name));
  ordered.images = { count: collected.images.size, ...(collected.largest ? { largest: collected.largest } : {}) };

  const fields = formFields(lib, doc);
  ordered.formFields = { count: fields.length, names: fields.map((field) => field.name) };
  const signed = fields.filter((field) => field.signed);
  ordered.signatures = { count: signed.length, fields: signed.map((field) => field.name) };
  return ordered;
}

export interface EditOptions extends PasswordOptions, Partial<Record<InfoField, string>> {
  /** Remove the Info dictionary and the XMP metadata (document and pages); the fields are then ignored. */
  strip?: boolean;
}

/**
 * Sets, changes or removes (empty text) the Info entries given, or strips all metadata. The file is
 * written again whole, without a new date or ID (so the same input gives the same bytes).
 */
export async function editPdfInfo(file: FileValue, options: EditOptions, context: Partial<OperationContext> = {}): Promise<FileValue> {
  const lib = await pdfLib();
  const { doc, encrypted } = await openPdf(file, { password: options.password ?? '' });
  const { context: pdf } = doc;
  const hadSignatures = formFields(lib, doc).some((field) => field.signed);
  if (options.strip) {
    if (pdf.trailerInfo.Info) {
      const ref = pdf.trailerInfo.Info;
      pdf.trailerInfo.Info = undefined;
      if (ref instanceof lib.PDFRef) pdf.delete(ref);
    }
    doc.catalog.delete(lib.PDFName.of('Metadata'));
    for (const page of doc.getPages()) page.node.delete(lib.PDFName.of('Metadata'));
  } else {
    let info = infoDict(lib, doc);
    const changes = INFO_FIELDS.filter((field) => options[field] !== undefined);
    if (changes.length > 0 && !info) {
      info = pdf.obj({});
      pdf.trailerInfo.Info = pdf.register(info);
    }
    for (const field of changes) {
      const value = options[field]!.trim();
      const key = lib.PDFName.of(INFO_KEYS[field]);
      if (value === '') info!.delete(key);
      else info!.set(key, lib.PDFHexString.fromText(value));
    }
    if (changes.length > 0 && doc.catalog.lookup(lib.PDFName.of('Metadata')) instanceof lib.PDFStream) {
      context.warn?.({
        key: 'xmpKept',
        message: 'The file also holds XMP metadata, left as it was: some readers show it instead of the Info entries. "Remove all metadata" removes both.',
      });
    }
  }
  await removeUnusedObjects(doc);
  // Object streams as pdf-lib chooses them: for PDF 1.5 and later (the header says which).
  const bytes = await doc.save({ addDefaultPage: false, updateFieldAppearances: false });
  if (encrypted) context.warn?.({ key: 'decrypted', message: 'The file was password-protected; the new file is not: protect it again with the PDF protect tool if needed.' });
  if (hadSignatures) context.warn?.({ key: 'signaturesBroken', message: 'The file was signed: its signatures no longer match the rewritten file.' });
  return pdfFileValue(file.name, bytes);
}
