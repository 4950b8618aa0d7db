import type { DetectDeclarations } from '../../engine/detect';

/**
 * A media type `type/subtype` (RFC 6838 §4.2 characters) with a registered top-level type, and
 * optional parameters (`; charset=utf-8`).
 */
const MIME_TYPE = /^(application|audio|font|image|message|model|multipart|text|video|chemical|haptics)\/([A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126})(?:\s*;\s*[A-Za-z0-9-]+=[^\s;]+)*$/i;
/** `.ext`, a bare extension or a file name `name.ext` (no path separators, no spaces). */
const EXTENSION = /^\.([A-Za-z0-9]{1,10})$/;
const FILE_NAME = /^[^\s/\\:*?"<>|]{1,200}\.([A-Za-z0-9]{1,10})$/;
const BARE = /^[A-Za-z0-9]{2,5}$/;

/** Common extensions mime-db knows (the detection file stays light: the database is not loaded here). */
const COMMON_EXTENSIONS = new Set(
  (
    'html htm css js mjs cjs json jsonld xml xhtml svg txt md markdown csv tsv yaml yml toml ini conf log rtf pdf doc docx xls xlsx ppt pptx odt ods odp epub ' +
    'png jpg jpeg gif webp avif bmp ico tif tiff heic heif psd ' +
    'mp3 wav ogg oga opus flac aac m4a mid midi weba ' +
    'mp4 m4v webm mkv mov avi wmv mpeg mpg ogv 3gp flv ' +
    'zip gz tgz tar bz2 xz 7z rar jar war apk deb rpm dmg iso exe msi dll bin wasm ' +
    'woff woff2 ttf otf eot ics vcf eml msg sh bat ps1 py java c cpp h rb php pl sql swf gltf glb stl obj ' +
    'crt cer pem der p12 pfx key csr torrent atom rss sqlite'
  ).split(' '),
);

export default {
  'mime-types-to-extensions': {
    pre: { maxLines: 1, minLength: 6, maxLength: 255 },
    prior: 0.7,
    score: ({ text }) => {
      const match = MIME_TYPE.exec(text.startsWith('Content-Type:') ? text.slice(13).trim() : text);
      if (!match) return 0;
      return { confidence: 0.85, reason: { key: 'mimeType', params: { type: `${match[1]!.toLowerCase()}/${match[2]!.toLowerCase()}` } } };
    },
  },
  'mime-types-from-extension': {
    pre: { maxLines: 1, minLength: 2, maxLength: 210 },
    prior: 0.45,
    score: ({ text }) => {
      const dotted = EXTENSION.exec(text);
      if (dotted) {
        const extension = dotted[1]!.toLowerCase();
        return { confidence: COMMON_EXTENSIONS.has(extension) ? 0.9 : /[a-z]/i.test(extension) ? 0.5 : 0, reason: { key: 'extension', params: { extension } } };
      }
      const file = FILE_NAME.exec(text);
      if (file) {
        const extension = file[1]!.toLowerCase();
        if (!COMMON_EXTENSIONS.has(extension)) return 0;
        return { confidence: 0.65, reason: { key: 'fileName', params: { extension } } };
      }
      if (BARE.test(text) && COMMON_EXTENSIONS.has(text.toLowerCase())) return { confidence: 0.35, reason: { key: 'extension', params: { extension: text.toLowerCase() } } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
