/**
 * Every generated picture is a valid SVG document: each generator, over many ids and hostile or long
 * texts, is read by a conforming XML parser (a repeated attribute, a stray `&` or an unclosed element
 * makes browsers draw nothing). And the words on the pictures fit: long titles wrap at word
 * boundaries (CJK between characters) onto the lines they have, an ellipsis only at the very end.
 */
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { attrs, el } from '../../src/art/markup.ts';
import { fitText, measure } from '../../src/art/text-fit.ts';
import { presetAvatarSvg, PRESET_COUNT, userAvatarSvg } from '../../src/routes/account/avatar-svg.ts';
import { comicPage } from '../../src/routes/comics/pages.ts';
import { chatRoomCoverSvg, eventCoverSvg, groupCoverSvg, placePhotoSvg, postImageSvg } from '../../src/routes/community/svg.ts';
import { bannerImage, comicCover, highlightThumb, newsCover, promoBanner, shortThumb } from '../../src/routes/content/svg.ts';
import { albumCover, artistAvatar, channelLogo, filmPoster, gameCover, songCover } from '../../src/routes/media/svg.ts';
import { crestSvg, leagueSvg, managerSvg, playerSvg, roomCoverSvg, venueSvg } from '../../src/routes/sports/svg.ts';

/** The parser's complaints about a document, and the texts of its <text> elements. */
function parse(svg: string): { errors: string[]; texts: string[]; root: string | null } {
  const errors: string[] = [];
  const texts: string[] = [];
  let root: string | null = null;
  let inText = 0;
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    root ??= tag.name;
    if (tag.name === 'text') {
      inText++;
      texts.push('');
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'text') inText--;
  });
  parser.on('text', (text) => {
    if (inText > 0) texts[texts.length - 1] += text;
  });
  parser.write(svg).close();
  return { errors, texts, root };
}

const TEXTS = [
  'Hà Nội FC',
  'Cúp Quốc gia: Hà Nội FC thắng ngược Thể Công Viettel 4-2 ở vòng tứ kết sau loạt sút luân lưu kịch tính',
  'Bóng rổ phong trào TP.HCM mùa giải 2026 – Giải đấu cộng đồng dành cho mọi lứa tuổi',
  'National Cup: Hanoi FC come back to beat The Cong Viettel 4-2 in the quarter-final after a dramatic shoot-out',
  '國家盃：河內FC在四分之一決賽中經過緊張的點球大戰後以4比2逆轉戰勝越南軍體',
  '<script>alert("x")</script> & \'quotes\' > <b>bold</b>',
  'Supercalifragilisticexpialidociousbutevenlongerwithoutanyspaceatall',
  '⚽🏀 Emoji 🎉 title',
  'Control\u0001 characters\u000b and a lone \ud83c surrogate',
  '',
];

const text = (i: number) => TEXTS[i % TEXTS.length]!;
const COLOURS = ['#0b6e4f', '#ffffff', '#111111', '#c1121f'];

/** Every generator, drawn for one seed. */
function pictures(i: number): Record<string, string> {
  const t = text(i);
  const u = text(i + 3);
  const lang = (['vi', 'en', 'zh'] as const)[i % 3]!;
  const positions = ['home-top', 'home-middle', 'sidebar', 'liveroom', 'news', 'short-video', 'promotion', 'unknown'];
  const links = ['/lich-truc-tiep', '/khuyen-mai/x', '/video-ngan', '/tip-keo', '/truyen-tranh', '/ung-tuyen-binh-luan-vien', '/tin-tuc/bong-da', '/am-nhac', '/diem-danh', '/highlight', '/'];
  const team = (k: number) => ({ code: t.slice(0, 3) || 'HNF', primary: COLOURS[k % 4]!, secondary: COLOURS[(k + 1) % 4]! });
  return {
    groupCover: groupCoverSvg(i, t, ['football', 'basketball', 'esport', 'tennis', 'volleyball', 'running', 'billiard', 'tips', 'chat'][i % 9]!, i % 2 === 0, lang),
    eventCover: eventCoverSvg(i, t, i % 3 ? u : null, new Date(Date.UTC(2026, i % 12, (i % 28) + 1, i % 24)), lang),
    chatRoomCover: chatRoomCoverSvg(i, t, 'football', i % 2 === 0),
    placePhoto: placePhotoSvg(i, t, ['stadium', 'cafe', 'court', 'arena', 'other'][i % 5]!, u),
    postImage: postImageSvg(i, (i % 4) + 1),
    comicPage: comicPage(i, t, (i % 9) + 1, u, (i % 12) + 1, 12),
    userAvatar: userAvatarSvg(i, t || 'A', (i % 6) + 1),
    newsCover: newsCover(i, t, u, lang),
    highlight: highlightThumb(i, t, u, `${i % 5} - ${i % 3}`, u, i * 7),
    short: shortThumb(i, t, u, 'hai-huoc'),
    comicCover: comicCover(i, t, u, t),
    promo: promoBanner(i, ['the-thao', 'esport', 'hang-ngay', 'su-kien', 'nap-tien'][i % 5]!, t),
    banner: bannerImage(i, t, positions[i % positions.length]!, links[i % links.length]!),
    film: filmPoster({ id: i, title: t, year: 2020, kindLabel: 'Phim lẻ', genre: u }),
    channel: channelLogo({ id: i, callSign: t.slice(0, 5), name: u, category: ['sports', 'news', 'entertainment', 'x'][i % 4]! }),
    artist: artistAvatar({ id: i, name: t }),
    album: albumCover({ id: i, title: t, artist: u }),
    song: songCover({ id: i, title: t, artist: u }),
    game: gameCover({ id: i, name: t, category: ['hanh-dong', 'giai-do', 'the-thao', 'dua-xe', 'chien-thuat', 'bai'][i % 6]!, categoryName: u }),
    crest: crestSvg(t.slice(0, 3), COLOURS[i % 4]!, COLOURS[(i + 1) % 4]!, i),
    league: leagueSvg(t.slice(0, 8), COLOURS[i % 4]!, COLOURS[(i + 2) % 4]!, i % 2 === 0),
    player: playerSvg(t.slice(0, 2), i % 99, COLOURS[i % 4]!, COLOURS[(i + 1) % 4]!),
    roomCover: roomCoverSvg(i, ['football', 'basketball', 'esport', 'marble', 'casino', 'other'][i % 6]!, t, i % 2 ? [team(i), team(i + 1)] : null),
    venue: venueSvg(t.slice(0, 2), i * 3000, 1990 + (i % 30), ['grass', 'hybrid', 'hardwood', 'stage', 'x'][i % 5]!, i),
    manager: managerSvg(t.slice(0, 2), 'VIE', COLOURS[i % 4]!, COLOURS[(i + 1) % 4]!),
  };
}

describe('generated pictures', () => {
  it('are well-formed SVG documents without repeated attributes, for every generator over many ids', () => {
    const failures: string[] = [];
    for (let i = 1; i <= 150; i++) {
      for (const [kind, svg] of Object.entries(pictures(i))) {
        const { errors, root } = parse(svg);
        if (errors.length > 0 || root !== 'svg') failures.push(`${kind} #${i}: ${errors.join('; ') || `root ${root}`}`);
      }
    }
    for (let n = 1; n <= PRESET_COUNT; n++) {
      const { errors } = parse(presetAvatarSvg(n)!);
      if (errors.length > 0) failures.push(`preset avatar ${n}: ${errors.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('write hostile text as text', () => {
    const title = '<script>alert("x")</script> & \'quotes\'';
    const { texts } = parse(newsCover(1, title, 'Tin <b>', 'vi'));
    expect(texts.join(' ')).toContain('<script>alert("x")</script>');
    expect(texts.join(' ')).toContain("& 'quotes'");
  });

  it('build attributes from an object: a name is written once, the later value wins', () => {
    const override: Record<string, string> = { 'font-family': 'monospace' };
    expect(attrs({ 'font-family': 'Arial', fill: '#fff', ...override, hidden: undefined })).toBe(' font-family="monospace" fill="#fff"');
    expect(el('rect', { title: 'a"b<c' })).toBe('<rect title="a&quot;b&lt;c"/>');
    expect(() => el('text', { 'bad name': 1 })).toThrow('Not an attribute name');
  });
});

describe('words on pictures', () => {
  const long = 'Cúp Quốc gia: Hà Nội FC thắng ngược Thể Công Viettel 4-2 ở vòng tứ kết sau loạt sút luân lưu kịch tính';

  it('wrap a long title onto several lines at word boundaries, each line fitting the width', () => {
    const fitted = fitText(long, { width: 576, maxLines: 3, size: 40, minSize: 28 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    const words = long.split(' ');
    for (const line of fitted.lines) {
      expect(measure(line, fitted.size)).toBeLessThanOrEqual(576);
      // Every word on a line is a whole word of the title (the last may end with the ellipsis).
      for (const word of line.replace(/…$/, '').split(' ')) expect(words).toContain(word);
    }
    expect(fitted.lines.slice(0, -1).every((line) => !line.endsWith('…'))).toBe(true);
  });

  it('set a long title smaller before cutting it, and end only the last line with an ellipsis after a whole word', () => {
    const roomy = fitText(long, { width: 576, maxLines: 3, size: 40, minSize: 28 });
    expect(roomy.size).toBeLessThan(40);
    expect(roomy.lines.join(' ')).toBe(long);
    const tight = fitText(long, { width: 300, maxLines: 2, size: 30, minSize: 24 });
    expect(tight.lines).toHaveLength(2);
    expect(tight.lines[0]!.endsWith('…')).toBe(false);
    expect(tight.lines[1]!.endsWith('…')).toBe(true);
    const shown = tight.lines.join(' ').replace(/…$/, '');
    expect(long.startsWith(shown)).toBe(true);
    expect(long[shown.length]).toBe(' ');
  });

  it('wrap Chinese between characters, never starting a line with closing punctuation', () => {
    const zh = '國家盃：河內FC在四分之一決賽中經過緊張的點球大戰後以4比2逆轉戰勝越南軍體';
    const fitted = fitText(zh, { width: 300, maxLines: 4, size: 30, minSize: 24 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe(zh);
    for (const line of fitted.lines) {
      expect(measure(line, fitted.size)).toBeLessThanOrEqual(300);
      expect(line).not.toMatch(/^[：，。]/);
    }
  });

  it('squeeze a single word wider than the line instead of cutting it', () => {
    const word = 'Supercalifragilisticexpialidociousbutevenlonger';
    const fitted = fitText(word, { width: 200, maxLines: 2, size: 24, minSize: 18 });
    expect(fitted.lines).toEqual([word]);
    const { texts } = parse(newsCover(3, word, 'x', 'en'));
    expect(texts).toContain(word);
    expect(newsCover(3, word, 'x', 'en')).toContain('lengthAdjust="spacingAndGlyphs"');
  });

  it('draw the whole headline of a news cover, never a word cut in the middle', () => {
    const { texts } = parse(newsCover(7, 'Bóng rổ phong trào TP.HCM khởi tranh mùa giải mới với 32 đội', 'Bóng rổ', 'vi'));
    // The category tag, the headline's lines, the site's name.
    expect(texts.slice(1, -1).join(' ')).toBe('Bóng rổ phong trào TP.HCM khởi tranh mùa giải mới với 32 đội');
  });
});
