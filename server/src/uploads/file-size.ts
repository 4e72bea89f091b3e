/** The size of a stored upload (a post's picture, a clip, a poster) before it is sent. */
import { stat } from 'node:fs/promises';

/** The byte size of a regular file; null when there is none at that path (missing, or a directory). */
export async function fileSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
