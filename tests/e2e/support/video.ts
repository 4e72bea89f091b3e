/**
 * For tests that need a live room but not its picture: the room's streams are answered with 503, so
 * the player shows its error and decodes nothing. Software decoding of one 1080p stream takes about a
 * third of a core here; several at once starved the rest of the suite on a 2-core machine.
 * Tests that do play video are tagged @video and run one at a time (playwright.config.ts).
 */
import type { BrowserContext } from '@playwright/test';

export async function withoutVideo(context: BrowserContext): Promise<void> {
  await context.route('**/hls/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'not in this test' }));
}
