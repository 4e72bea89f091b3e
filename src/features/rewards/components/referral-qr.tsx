import { create } from 'qrcode';

/** Modules of light margin around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of `text`'s QR code, one unit per module, drawn from (QUIET_ZONE, QUIET_ZONE). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * The referral link as a QR code, drawn in the browser with the `qrcode` library (this module is a
 * chunk of its own, loaded when the code is shown): dark modules on white, whatever the theme, so
 * every camera reads it.
 */
export default function ReferralQr({ url, label, size }: { url: string; label: string; size: number }) {
  const qr = qrPath(url);
  return (
    <svg viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="referral-qr">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
