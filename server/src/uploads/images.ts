/**
 * Members' pictures: what a file really is (read from its first bytes, whatever its name or declared
 * type says), and its re-encoding with sharp to WebP at fixed widths. Re-encoding decodes the
 * pixels and writes a new file, so nothing of the original travels on: no EXIF (camera, GPS), no
 * XMP, no ICC profile (converted to sRGB), no trailing bytes; the picture is turned upright first
 * from its EXIF orientation. Animated GIF and WebP keep their first frame.
 */
import { open } from 'node:fs/promises';
import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** Bytes read to tell a type. */
const SNIFF_BYTES = 16;

/** The picture type of these first bytes, or null when they are none of JPEG, PNG, WebP or GIF. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The type of a file on disk, read from its first bytes. */
export async function sniffImageFile(file: string): Promise<ImageType | null> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return sniffImageType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Largest picture decoded (pixels): a small file that claims a huge canvas is refused, not decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedImage {
  width: number;
  out: string;
}

/**
 * Writes `input` as WebP once per entry of `outputs` (each at most `width` px wide and tall, never
 * enlarged). Rejects when the file cannot be decoded (damaged, truncated, too many pixels).
 */
export async function encodeWebp(input: string, outputs: ReadonlyArray<EncodedImage>): Promise<void> {
  // Upright from the EXIF orientation; libvips streams the pixels (JPEGs shrink while they load).
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();
  for (const { width, out } of outputs) {
    // One at a time: the machine's cores are shared with everything else the server does.
    await source
      .clone()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toFile(out);
  }
}
