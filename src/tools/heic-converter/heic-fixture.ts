/**
 * Real HEIC files made at test time, for the tests only (no HEIC encoder ships with the app, and
 * libheif-js is built without one): an HEVC Main still picture whose coding units are all PCM —
 * the samples stored as they are, which the standard allows — in a HEIF container.
 *
 * What this writes, from ITU-T H.265 (04/2013 and later) and ISO/IEC 23008-12:
 * - VPS, SPS and PPS: 4:2:0, 8 bits, 16 × 16 coding tree blocks that are also the smallest coding
 *   blocks (so no split flag is coded), PCM allowed at 16 × 16 with its loop filter off, no SAO, the
 *   deblocking filter off in the PPS;
 * - one IDR slice: per coding tree block, `part_mode` = 2N×2N (one context-coded bin), `pcm_flag` = 1
 *   (a terminating bin, then the arithmetic coder is flushed), alignment, the 256 luma and 2 × 64
 *   chroma samples, then the coder starts again (its contexts kept) for `end_of_slice_segment_flag`;
 * - the HEIF boxes: `ftyp` (heic), `meta` with `hdlr` (pict), `pitm`, `iinf`/`infe` (hvc1, and an
 *   `Exif` and XMP items when asked, linked by `iref`/`cdsc`), `iloc`, `iprp` (`hvcC` with the parameter sets,
 *   `ispe`, `colr` nclx BT.601 full range, or an ICC profile), `ipma`; then `mdat`.
 *
 * Pixels are given as RGB and converted with the BT.601 full-range matrix (what the `colr` box
 * declares); chroma is the average of each 2 × 2 block. Width and height must be multiples of 16.
 */

/** The standard's rangeTabLps (Table 9-46), by pStateIdx and qRangeIdx. */
const RANGE_TAB_LPS: readonly (readonly number[])[] = [
  [128, 176, 208, 240], [128, 167, 197, 227], [128, 158, 187, 216], [123, 150, 178, 205], [116, 142, 169, 195], [111, 135, 160, 185], [105, 128, 152, 175], [100, 122, 144, 166],
  [95, 116, 137, 158], [90, 110, 130, 150], [85, 104, 123, 142], [81, 99, 117, 135], [77, 94, 111, 128], [73, 89, 105, 122], [69, 85, 100, 116], [66, 80, 95, 110],
  [62, 76, 90, 104], [59, 72, 86, 99], [56, 69, 81, 94], [53, 65, 77, 89], [51, 62, 73, 85], [48, 59, 69, 80], [46, 56, 66, 76], [43, 53, 63, 72],
  [41, 50, 59, 69], [39, 48, 56, 65], [37, 45, 54, 62], [35, 43, 51, 59], [33, 41, 48, 56], [32, 39, 46, 53], [30, 37, 43, 50], [29, 35, 41, 48],
  [27, 33, 39, 45], [26, 31, 37, 43], [24, 30, 35, 41], [23, 28, 33, 39], [22, 27, 32, 37], [21, 26, 30, 35], [20, 24, 29, 33], [19, 23, 27, 31],
  [18, 22, 26, 30], [17, 21, 25, 28], [16, 20, 23, 27], [15, 19, 22, 25], [14, 18, 21, 24], [14, 17, 20, 23], [13, 16, 19, 22], [12, 15, 18, 21],
  [12, 14, 17, 20], [11, 14, 16, 19], [11, 13, 15, 18], [10, 12, 15, 17], [10, 12, 14, 16], [9, 11, 13, 15], [9, 11, 12, 14], [8, 10, 12, 14],
  [8, 9, 11, 13], [7, 9, 11, 12], [7, 9, 10, 12], [7, 8, 10, 11], [6, 8, 9, 11], [6, 7, 9, 10], [6, 7, 8, 9], [2, 2, 2, 2],
];

/** Bits, most significant first. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
  }

  /** Unsigned Exp-Golomb, ue(v). */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }

  /** Signed Exp-Golomb, se(v). */
  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  get aligned(): boolean {
    return this.count === 0;
  }

  alignZero(): void {
    while (this.count !== 0) this.bit(0);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing(): void {
    this.bit(1);
    this.alignZero();
  }

  done(): Uint8Array {
    if (this.count !== 0) throw new Error('not byte-aligned');
    return Uint8Array.from(this.bytes);
  }
}

/** The standard's arithmetic encoder (9.3.4.x "encoding process", informative): decisions, terminating bins and the flush. */
class CabacEncoder {
  private low = 0;
  private range = 510;
  private firstBit = true;
  private outstanding = 0;

  constructor(private readonly out: BitWriter) {}

  private putBit(bit: number): void {
    if (this.firstBit) this.firstBit = false;
    else this.out.bit(bit);
    for (; this.outstanding > 0; this.outstanding--) this.out.bit(1 - bit);
  }

  private renormalise(): void {
    while (this.range < 256) {
      if (this.low < 256) this.putBit(0);
      else if (this.low >= 512) {
        this.low -= 512;
        this.putBit(1);
      } else {
        this.low -= 256;
        this.outstanding += 1;
      }
      this.range <<= 1;
      this.low <<= 1;
    }
  }

  decision(context: { state: number; mps: number }, bin: number): void {
    const lps = RANGE_TAB_LPS[context.state]![(this.range >> 6) & 3]!;
    this.range -= lps;
    if (bin !== context.mps) {
      this.low += this.range;
      this.range = lps;
      if (context.state === 0) context.mps = 1 - context.mps;
      context.state = TRANS_IDX_LPS[context.state]!;
    } else {
      context.state = Math.min(context.state + 1, 62);
    }
    this.renormalise();
  }

  terminate(bin: number): void {
    this.range -= 2;
    if (bin) {
      this.low += this.range;
      // EncodeFlush: the last bit written is a one (the stop bit at the end of a slice).
      this.range = 2;
      this.renormalise();
      this.putBit((this.low >> 9) & 1);
      this.out.bits(((this.low >> 7) & 3) | 1, 2);
    } else {
      this.renormalise();
    }
  }
}

/** transIdxLps (Table 9-47). */
const TRANS_IDX_LPS = [
  0, 0, 1, 2, 2, 4, 4, 5, 6, 7, 8, 9, 9, 11, 11, 12, 13, 13, 15, 15, 16, 16, 18, 18, 19, 19, 21, 21, 22, 22, 23, 24, 24, 25, 26, 26, 27, 27, 28, 29, 29, 30, 30, 30, 31, 32, 32, 33, 33, 33, 34, 34, 35, 35, 35, 36,
  36, 36, 37, 37, 37, 38, 38, 63,
];

/** A context's first state (9.3.2.2) from its initValue, at SliceQpY. */
function initContext(initValue: number, qp: number): { state: number; mps: number } {
  const m = (initValue >> 4) * 5 - 45;
  const n = ((initValue & 15) << 3) - 16;
  const pre = Math.min(126, Math.max(1, ((m * Math.min(51, Math.max(0, qp))) >> 4) + n));
  return pre <= 63 ? { state: 63 - pre, mps: 0 } : { state: pre - 64, mps: 1 };
}

/** profile_tier_level(1, 0): Main profile, level 1 (the picture is tiny). */
function profileTierLevel(out: BitWriter): void {
  out.bits(0, 2); // general_profile_space
  out.bit(0); // general_tier_flag
  out.bits(1, 5); // general_profile_idc: Main
  out.bits(0x60000000, 32); // compatible with Main (1) and Main 10 (2)
  out.bit(1); // progressive_source
  out.bit(0); // interlaced_source
  out.bit(0); // non_packed_constraint
  out.bit(1); // frame_only_constraint
  out.bits(0, 44); // reserved (43 bits) and general_inbld_flag
  out.bits(30, 8); // general_level_idc: level 1
}

function vps(): Uint8Array {
  const out = new BitWriter();
  out.bits(0, 4); // vps_video_parameter_set_id
  out.bit(1); // vps_base_layer_internal_flag
  out.bit(1); // vps_base_layer_available_flag
  out.bits(0, 6); // vps_max_layers_minus1
  out.bits(0, 3); // vps_max_sub_layers_minus1
  out.bit(1); // vps_temporal_id_nesting_flag
  out.bits(0xffff, 16);
  profileTierLevel(out);
  out.bit(1); // vps_sub_layer_ordering_info_present_flag
  out.ue(0); // vps_max_dec_pic_buffering_minus1
  out.ue(0); // vps_max_num_reorder_pics
  out.ue(0); // vps_max_latency_increase_plus1
  out.bits(0, 6); // vps_max_layer_id
  out.ue(0); // vps_num_layer_sets_minus1
  out.bit(0); // vps_timing_info_present_flag
  out.bit(0); // vps_extension_flag
  out.trailing();
  return out.done();
}

function sps(width: number, height: number): Uint8Array {
  const out = new BitWriter();
  out.bits(0, 4); // sps_video_parameter_set_id
  out.bits(0, 3); // sps_max_sub_layers_minus1
  out.bit(1); // sps_temporal_id_nesting_flag
  profileTierLevel(out);
  out.ue(0); // sps_seq_parameter_set_id
  out.ue(1); // chroma_format_idc: 4:2:0
  out.ue(width); // pic_width_in_luma_samples
  out.ue(height); // pic_height_in_luma_samples
  out.bit(0); // conformance_window_flag
  out.ue(0); // bit_depth_luma_minus8
  out.ue(0); // bit_depth_chroma_minus8
  out.ue(0); // log2_max_pic_order_cnt_lsb_minus4
  out.bit(1); // sps_sub_layer_ordering_info_present_flag
  out.ue(0); // sps_max_dec_pic_buffering_minus1
  out.ue(0); // sps_max_num_reorder_pics
  out.ue(0); // sps_max_latency_increase_plus1
  out.ue(1); // log2_min_luma_coding_block_size_minus3: 16
  out.ue(0); // log2_diff_max_min_luma_coding_block_size: CTB 16
  out.ue(0); // log2_min_luma_transform_block_size_minus2: 4
  out.ue(2); // log2_diff_max_min_luma_transform_block_size: 16
  out.ue(0); // max_transform_hierarchy_depth_inter
  out.ue(0); // max_transform_hierarchy_depth_intra
  out.bit(0); // scaling_list_enabled_flag
  out.bit(0); // amp_enabled_flag
  out.bit(0); // sample_adaptive_offset_enabled_flag
  out.bit(1); // pcm_enabled_flag
  out.bits(7, 4); // pcm_sample_bit_depth_luma_minus1: 8 bits
  out.bits(7, 4); // pcm_sample_bit_depth_chroma_minus1: 8 bits
  out.ue(1); // log2_min_pcm_luma_coding_block_size_minus3: 16
  out.ue(0); // log2_diff_max_min_pcm_luma_coding_block_size
  out.bit(1); // pcm_loop_filter_disabled_flag
  out.ue(0); // num_short_term_ref_pic_sets
  out.bit(0); // long_term_ref_pics_present_flag
  out.bit(0); // sps_temporal_mvp_enabled_flag
  out.bit(0); // strong_intra_smoothing_enabled_flag
  out.bit(0); // vui_parameters_present_flag
  out.bit(0); // sps_extension_present_flag
  out.trailing();
  return out.done();
}

function pps(): Uint8Array {
  const out = new BitWriter();
  out.ue(0); // pps_pic_parameter_set_id
  out.ue(0); // pps_seq_parameter_set_id
  out.bit(0); // dependent_slice_segments_enabled_flag
  out.bit(0); // output_flag_present_flag
  out.bits(0, 3); // num_extra_slice_header_bits
  out.bit(0); // sign_data_hiding_enabled_flag
  out.bit(0); // cabac_init_present_flag
  out.ue(0); // num_ref_idx_l0_default_active_minus1
  out.ue(0); // num_ref_idx_l1_default_active_minus1
  out.se(0); // init_qp_minus26
  out.bit(0); // constrained_intra_pred_flag
  out.bit(0); // transform_skip_enabled_flag
  out.bit(0); // cu_qp_delta_enabled_flag
  out.se(0); // pps_cb_qp_offset
  out.se(0); // pps_cr_qp_offset
  out.bit(0); // pps_slice_chroma_qp_offsets_present_flag
  out.bit(0); // weighted_pred_flag
  out.bit(0); // weighted_bipred_flag
  out.bit(0); // transquant_bypass_enabled_flag
  out.bit(0); // tiles_enabled_flag
  out.bit(0); // entropy_coding_sync_enabled_flag
  out.bit(0); // pps_loop_filter_across_slices_enabled_flag
  out.bit(1); // deblocking_filter_control_present_flag
  out.bit(0); // deblocking_filter_override_enabled_flag
  out.bit(1); // pps_deblocking_filter_disabled_flag
  out.bit(0); // pps_scaling_list_data_present_flag
  out.bit(0); // lists_modification_present_flag
  out.ue(0); // log2_parallel_merge_level_minus2
  out.bit(0); // slice_segment_header_extension_present_flag
  out.bit(0); // pps_extension_present_flag
  out.trailing();
  return out.done();
}

/** Y, Cb and Cr planes (4:2:0) of RGB pixels, BT.601 full range. */
function planes(width: number, height: number, rgb: (x: number, y: number) => readonly [number, number, number]) {
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  const luma = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let sumCb = 0;
      let sumCr = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const [r, g, b] = rgb(x + dx, y + dy);
        luma[(y + dy) * width + x + dx] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
        sumCb += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
        sumCr += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
      }
      cb[(y / 2) * (width / 2) + x / 2] = clamp(sumCb / 4);
      cr[(y / 2) * (width / 2) + x / 2] = clamp(sumCr / 4);
    }
  }
  return { luma, cb, cr };
}

/** The IDR slice: header, then every CTB as one PCM coding unit. */
function slice(width: number, height: number, rgb: (x: number, y: number) => readonly [number, number, number]): Uint8Array {
  const { luma, cb, cr } = planes(width, height, rgb);
  const out = new BitWriter();
  out.bit(1); // first_slice_segment_in_pic_flag
  out.bit(0); // no_output_of_prior_pics_flag
  out.ue(0); // slice_pic_parameter_set_id
  out.ue(2); // slice_type: I
  out.se(0); // slice_qp_delta: SliceQpY 26
  out.bit(1); // byte_alignment(): a one, then zeros
  out.alignZero();
  const partMode = initContext(184, 26); // part_mode, initType 0
  let cabac = new CabacEncoder(out);
  const ctbs = (width / 16) * (height / 16);
  for (let index = 0; index < ctbs; index++) {
    const x0 = (index % (width / 16)) * 16;
    const y0 = Math.floor(index / (width / 16)) * 16;
    cabac.decision(partMode, 1); // PART_2Nx2N
    cabac.terminate(1); // pcm_flag
    out.alignZero(); // pcm_alignment_zero_bit
    for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) out.bits(luma[(y0 + y) * width + x0 + x]!, 8);
    for (const plane of [cb, cr]) for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) out.bits(plane[(y0 / 2 + y) * (width / 2) + x0 / 2 + x]!, 8);
    cabac = new CabacEncoder(out); // the engine starts again; the contexts are kept
    cabac.terminate(index === ctbs - 1 ? 1 : 0); // end_of_slice_segment_flag (its flush ends with the stop bit)
  }
  out.alignZero();
  return out.done();
}

/** A NAL unit: its two-byte header, and the payload with emulation prevention bytes. */
function nal(type: number, rbsp: Uint8Array): Uint8Array {
  const bytes = [type << 1, 1];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      bytes.push(3);
      zeros = 0;
    }
    bytes.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(bytes);
}

// ---------------------------------------------------------------- ISO boxes

const ascii = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const u8 = (value: number) => Uint8Array.of(value);
const u16 = (value: number) => Uint8Array.of(value >> 8, value & 255);
const u32 = (value: number) => Uint8Array.of(value >>> 24, (value >> 16) & 255, (value >> 8) & 255, value & 255);

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const box = (type: string, ...content: Uint8Array[]) => {
  const body = concat(content);
  return concat([u32(body.length + 8), ascii(type), body]);
};
const fullBox = (type: string, version: number, flags: number, ...content: Uint8Array[]) => box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...content);

function hvcC(parameterSets: readonly [number, Uint8Array][]): Uint8Array {
  return box(
    'hvcC',
    u8(1), // configurationVersion
    u8(0x01), // profile space 0, tier 0, Main
    u32(0x60000000),
    Uint8Array.of(0x90, 0, 0, 0, 0, 0), // progressive, frame only
    u8(30), // level 1
    u16(0xf000), // min_spatial_segmentation_idc 0
    u8(0xfc), // parallelismType 0
    u8(0xfd), // chroma 4:2:0
    u8(0xf8), // luma 8 bits
    u8(0xf8), // chroma 8 bits
    u16(0), // avgFrameRate
    u8(0x0f), // one temporal layer, nested, 4-byte NAL lengths
    u8(parameterSets.length),
    ...parameterSets.map(([type, unit]) => concat([u8(0x80 | type), u16(1), u16(unit.length), unit])),
  );
}

export interface HeicFixtureOptions {
  /** An EXIF block (TIFF bytes, "II*\0" or "MM\0*"), stored as an `Exif` item (with the "Exif\0\0" prefix Apple writes). */
  exif?: Uint8Array;
  /** An XMP packet, stored as a `mime` item of type application/rdf+xml. */
  xmp?: string;
  /** An ICC profile, stored as a `colr` box of type `prof` instead of the nclx one. */
  icc?: Uint8Array;
}

/**
 * A HEIC file of `width` × `height` pixels (multiples of 16) coloured by `rgb(x, y)`, decodable by
 * libheif with libde265.
 */
export function makeHeic(width: number, height: number, rgb: (x: number, y: number) => readonly [number, number, number], options: HeicFixtureOptions = {}): Uint8Array<ArrayBuffer> {
  if (width % 16 || height % 16 || width <= 0 || height <= 0) throw new Error('width and height must be multiples of 16');
  const picture = nal(19, slice(width, height, rgb)); // IDR_W_RADL
  const config = hvcC([
    [32, nal(32, vps())],
    [33, nal(33, sps(width, height))],
    [34, nal(34, pps())],
  ]);
  // Item 1 is the image; metadata items describe it (iref cdsc).
  const items: { id: number; infe: Uint8Array; data: Uint8Array }[] = [{ id: 1, infe: concat([ascii('hvc1'), u8(0)]), data: concat([u32(picture.length), picture]) }];
  // An Exif item: a 4-byte offset to the TIFF header, then "Exif\0\0" and the block.
  if (options.exif) items.push({ id: items.length + 1, infe: concat([ascii('Exif'), u8(0)]), data: concat([u32(6), ascii('Exif\0\0'), options.exif]) });
  if (options.xmp) items.push({ id: items.length + 1, infe: concat([ascii('mime'), u8(0), ascii('application/rdf+xml'), u8(0)]), data: new TextEncoder().encode(options.xmp) });
  const metadataIds = items.slice(1).map((item) => item.id);
  const colour = options.icc ? box('colr', ascii('prof'), options.icc) : box('colr', ascii('nclx'), u16(1), u16(13), u16(6), u8(0x80));
  const buildMeta = (dataStart: number) => {
    let offset = dataStart;
    const extents = items.map((item) => {
      const extent = concat([u16(item.id), u16(0), u16(1), u32(offset), u32(item.data.length)]);
      offset += item.data.length;
      return extent;
    });
    return fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), ascii('pict'), u32(0), u32(0), u32(0), u8(0)),
      fullBox('pitm', 0, 0, u16(1)),
      fullBox('iloc', 0, 0, u8(0x44), u8(0x00), u16(items.length), ...extents), // 4-byte offsets and lengths, no base offset
      fullBox('iinf', 0, 0, u16(items.length), ...items.map((item) => fullBox('infe', 2, 0, u16(item.id), u16(0), item.infe))),
      ...(metadataIds.length ? [fullBox('iref', 0, 0, ...metadataIds.map((id) => box('cdsc', u16(id), u16(1), u16(1))))] : []),
      box('iprp', box('ipco', config, fullBox('ispe', 0, 0, u32(width), u32(height)), colour), fullBox('ipma', 0, 0, u32(1), u16(1), u8(3), u8(0x81), u8(0x02), u8(0x03))),
    );
  };
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic'));
  // The data's offset depends on the meta box's size, which does not depend on the offset's value.
  const dataStart = ftyp.length + buildMeta(0).length + 8;
  return concat([ftyp, buildMeta(dataStart), box('mdat', ...items.map((item) => item.data))]);
}
