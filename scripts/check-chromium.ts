/**
 * First step of `npm test`: the end-to-end tests drive Debian's Chromium (browsers cannot be
 * downloaded here). Fails fast with one clear line when it is missing.
 */
import { accessSync, constants, statSync } from 'node:fs';

const fromEnv = process.env.CHROMIUM_PATH;
const path = fromEnv || '/usr/bin/chromium';

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

if (!isExecutableFile(path)) {
  const where = fromEnv ? ` at CHROMIUM_PATH=${fromEnv}` : '';
  console.error(
    `Chromium is missing${where}: install it with 'apt-get install chromium' (Debian), then run npm test again.`,
  );
  process.exit(1);
}

// The HLS origin's tests read the streams with Debian's ffprobe (package ffmpeg).
if (!isExecutableFile('/usr/bin/ffprobe')) {
  console.error("ffprobe is missing: install it with 'apt-get install ffmpeg' (Debian), then run npm test again.");
  process.exit(1);
}
