/**
 * An article's body as structured blocks. The stored text (per language) is blocks separated by a
 * blank line: `## ` starts a heading, `> ` a quote (a last line `— ` names who said it), a block of
 * lines each starting `- ` is a list, anything else a paragraph. Text stays text: no markup is
 * interpreted beyond these markers, and the SPA builds the elements.
 */
import type { NewsBlock } from '../../../../contracts/schemas/content/news.ts';
import type { Language } from '../../i18n.ts';

export function parseBody(text: string): NewsBlock[] {
  const blocks: NewsBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = raw
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith('## ') || first === '##') {
      const heading = lines.join(' ').slice(2).trim();
      if (heading) blocks.push({ kind: 'heading', text: heading });
    } else if (first.startsWith('> ')) {
      const citeLine = lines.length > 1 && /^(—|--)\s/.test(lines.at(-1)!) ? lines.at(-1)! : null;
      const quoted = (citeLine ? lines.slice(0, -1) : lines).map((line) => line.replace(/^>\s?/, '')).join(' ').trim();
      if (quoted) blocks.push({ kind: 'quote', text: quoted, cite: citeLine ? citeLine.replace(/^(—|--)\s+/, '').trim() || null : null });
    } else if (lines.every((line) => line.startsWith('- '))) {
      const items = lines.map((line) => line.slice(2).trim()).filter((item) => item.length > 0);
      if (items.length) blocks.push({ kind: 'list', items });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** The plain text of a block (a list's items one per line). */
export function blockText(block: NewsBlock): string {
  return block.kind === 'list' ? block.items.join('\n') : block.text;
}

/** Reading speeds: words a minute in Vietnamese and English, characters a minute in Chinese. */
export const WORDS_PER_MINUTE = 220;
export const HAN_PER_MINUTE = 400;

/** Whole minutes to read the blocks (at least 1): Chinese by its characters, the others by words. */
export function readingMinutes(blocks: NewsBlock[], lang: Language): number {
  const text = blocks.map(blockText).join(' ');
  if (lang === 'zh') {
    const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
    const words = text.replace(/\p{Script=Han}/gu, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    return Math.max(1, Math.round(han / HAN_PER_MINUTE + words / WORDS_PER_MINUTE));
  }
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
