import { describe, expect, it } from 'vitest';
import { blockText, parseBody, readingMinutes } from '../../../src/routes/news/body.ts';

describe('parseBody', () => {
  it.each([
    ['a paragraph', 'Một đoạn văn.', [{ kind: 'paragraph', text: 'Một đoạn văn.' }]],
    ['lines of a paragraph joined', 'first line\nsecond line', [{ kind: 'paragraph', text: 'first line second line' }]],
    ['a heading', '## Diễn biến chính', [{ kind: 'heading', text: 'Diễn biến chính' }]],
    ['a quote with its source', '> We played well.\n— Coach A, Team B', [{ kind: 'quote', text: 'We played well.', cite: 'Coach A, Team B' }]],
    ['a quote without a source', '> Just words', [{ kind: 'quote', text: 'Just words', cite: null }]],
    ['a list', "- 12': A (X)\n- 40': B (Y)", [{ kind: 'list', items: ["12': A (X)", "40': B (Y)"] }]],
    ['a mixed block is a paragraph', '- item\nnot an item', [{ kind: 'paragraph', text: '- item not an item' }]],
    ['markup stays text', '<b>bold</b> & <script>x</script>', [{ kind: 'paragraph', text: '<b>bold</b> & <script>x</script>' }]],
    ['blank blocks and CRLF', '\r\n\r\nA\r\n\r\n\r\n## H\r\n\r\n', [{ kind: 'paragraph', text: 'A' }, { kind: 'heading', text: 'H' }]],
    ['an empty heading is dropped', '## ', []],
  ])('%s', (_name, text, blocks) => {
    expect(parseBody(text)).toEqual(blocks);
  });

  it('keeps the order of the blocks', () => {
    expect(parseBody('Lead.\n\n## Facts\n\n- a\n- b\n\n> q\n— c').map((b) => b.kind)).toEqual(['paragraph', 'heading', 'list', 'quote']);
  });
});

describe('blockText', () => {
  it('joins list items by lines and answers the text of the others', () => {
    expect(blockText({ kind: 'list', items: ['a', 'b'] })).toBe('a\nb');
    expect(blockText({ kind: 'quote', text: 'q', cite: null })).toBe('q');
  });
});

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'từ').join(' ');
  it.each([
    ['no text is one minute', [], 'vi', 1],
    ['220 words is one minute', [{ kind: 'paragraph', text: words(220) }], 'vi', 1],
    ['660 words is three minutes', [{ kind: 'paragraph', text: words(660) }], 'en', 3],
    ['list items count', [{ kind: 'list', items: [words(300), words(300)] }], 'en', 3],
    ['punctuation is not a word', [{ kind: 'paragraph', text: '— – … ' }], 'vi', 1],
    ['Chinese by characters', [{ kind: 'paragraph', text: '字'.repeat(1200) }], 'zh', 3],
    ['Chinese with Latin names', [{ kind: 'paragraph', text: `${'字'.repeat(800)} ${words(220)}` }], 'zh', 3],
  ] as const)('%s', (_name, blocks, lang, minutes) => {
    expect(readingMinutes([...blocks] as never, lang)).toBe(minutes);
  });
});
