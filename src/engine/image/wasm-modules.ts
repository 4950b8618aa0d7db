/**
 * The WebAssembly codecs, each loaded once per worker or process on first use, from our own origin
 * (vendor/<group>/) or, in Node, from disk — never by the library itself. The jSquash packages'
 * low-level builds are imported directly (not their wrappers, which would pull in every variant).
 */
import { loadWasm, type VendorAssetName } from '../vendor-assets';
import type { Raster } from './raster';

type EmscriptenFactory<T> = (options: Record<string, unknown>) => Promise<T>;

/** An Emscripten module instantiated from our compiled WebAssembly module. */
async function emscripten<T>(factory: Promise<{ default: unknown }>, group: VendorAssetName, file: string): Promise<T> {
  const [{ default: create }, wasm] = await Promise.all([factory, loadWasm(group, file)]);
  return (create as EmscriptenFactory<T>)({
    noInitialRun: true,
    instantiateWasm: (imports: WebAssembly.Imports, callback: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(wasm, imports);
      callback(instance);
      return instance.exports;
    },
  });
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}

interface DecoderModule {
  decode(data: BufferSource, ...rest: unknown[]): Raster | null;
}
interface EncoderModule<Options> {
  encode(data: BufferSource, width: number, height: number, options: Options): Uint8Array | null;
}

export const jpegDecoder = once(() => emscripten<DecoderModule>(import('@jsquash/jpeg/codec/dec/mozjpeg_dec.js'), 'jpeg-dec', 'mozjpeg_dec.wasm'));
export const jpegEncoder = once(() => emscripten<EncoderModule<Record<string, unknown>>>(import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'), 'jpeg-enc', 'mozjpeg_enc.wasm'));
export const webpDecoder = once(() => emscripten<DecoderModule>(import('@jsquash/webp/codec/dec/webp_dec.js'), 'webp-dec', 'webp_dec.wasm'));
export const webpEncoder = once(() => emscripten<EncoderModule<Record<string, unknown>>>(import('@jsquash/webp/codec/enc/webp_enc_simd.js'), 'webp-enc', 'webp_enc_simd.wasm'));
export const avifDecoder = once(() => emscripten<DecoderModule>(import('@jsquash/avif/codec/dec/avif_dec.js'), 'avif-dec', 'avif_dec.wasm'));
export const avifEncoder = once(() => emscripten<EncoderModule<Record<string, unknown>>>(import('@jsquash/avif/codec/enc/avif_enc.js'), 'avif-enc', 'avif_enc.wasm'));

export const pngCodec = once(async () => {
  const [png, wasm] = await Promise.all([import('@jsquash/png/codec/pkg/squoosh_png.js'), loadWasm('png', 'squoosh_png_bg.wasm')]);
  await png.default(wasm);
  return png;
});

export const oxipng = once(async () => {
  const [codec, wasm] = await Promise.all([import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'), loadWasm('oxipng', 'squoosh_oxipng_bg.wasm')]);
  await codec.default(wasm);
  return codec;
});

export const resampler = once(async () => {
  const [codec, wasm] = await Promise.all([import('@jsquash/resize/lib/resize/pkg/squoosh_resize.js'), loadWasm('resize', 'squoosh_resize_bg.wasm')]);
  await codec.default(wasm);
  // A resize is one long call, and V8 cannot move a running call to its optimised code: the first
  // resize of a 12 MP image ran in the baseline tier throughout (Node: 0.72–0.83 s, 0.36 s warm).
  // A small resize first (10–25 ms) spends the function's tier-up budget, so the first real one
  // runs optimised (0.41–0.47 s); docs/performance.md, "Images", has the command line's figures.
  codec.resize(new Uint8Array(400 * 300 * 4), 400, 300, 160, 120, 3, false, false);
  return codec;
});

export const resvg = once(async () => {
  const [codec, wasm] = await Promise.all([import('@resvg/resvg-wasm'), loadWasm('resvg', 'index_bg.wasm')]);
  await codec.initWasm(wasm);
  return codec;
});
