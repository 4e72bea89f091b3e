/** Seed data of music: invented Vietnamese artists, their albums and songs, moods and lyric lines. */
import type { LocalizedText } from '../../../i18n.ts';

type Triple = [string, string, string];
const text = ([vi, en, zh]: Triple): LocalizedText => ({ vi, en, zh });

export const moodSeed: { slug: string; name: LocalizedText }[] = [
  { slug: 'vui-ve', name: text(['Vui vẻ', 'Happy', '歡快']) },
  { slug: 'buon', name: text(['Buồn', 'Sad', '憂傷']) },
  { slug: 'lang-man', name: text(['Lãng mạn', 'Romantic', '浪漫']) },
  { slug: 'thu-gian', name: text(['Thư giãn', 'Relaxing', '放鬆']) },
  { slug: 'soi-dong', name: text(['Sôi động', 'Energetic', '動感']) },
  { slug: 'hoai-niem', name: text(['Hoài niệm', 'Nostalgic', '懷舊']) },
  { slug: 'tap-trung', name: text(['Tập trung', 'Focus', '專注']) },
  { slug: 'que-huong', name: text(['Quê hương', 'Homeland', '家鄉']) },
];

/** Each album has one mood; its songs share it. */
export interface ArtistSeed {
  name: LocalizedText;
  bio: LocalizedText;
  albums: { title: LocalizedText; year: number; mood: string; songs: Triple[] }[];
}

const artist = (name: Triple, bio: Triple, albums: [Triple, number, string, Triple[]][]): ArtistSeed => ({
  name: text(name),
  bio: text(bio),
  albums: albums.map(([title, year, mood, songs]) => ({ title: text(title), year, mood, songs })),
});

export const artistSeed: ArtistSeed[] = [
  artist(['Minh Khang', 'Minh Khang', '明康'], ['Ca sĩ ballad trẻ đến từ Hà Nội.', 'A young ballad singer from Hanoi.', '來自河內的年輕抒情歌手。'], [
    [['Mưa Tháng Sáu', 'June Rain', '六月的雨'], 2024, 'buon', [
      ['Mưa tháng sáu', 'June rain', '六月的雨'], ['Chiếc ô màu xanh', 'The blue umbrella', '藍色的傘'],
      ['Phố cũ', 'Old street', '舊街'], ['Chờ em qua cơn mưa', 'Waiting for you after the rain', '等你走過雨季']]],
    [['Hà Nội Mùa Thu', 'Hanoi in Autumn', '河內之秋'], 2022, 'hoai-niem', [
      ['Hoa sữa', 'Milk flowers', '牛奶花'], ['Hồ Gươm sương sớm', 'Morning mist on Sword Lake', '還劍湖晨霧'],
      ['Gánh hàng rong', "The street vendor's load", '小販的擔子'], ['Thu về', 'Autumn returns', '秋歸']]],
  ]),
  artist(['Thảo Vy', 'Thao Vy', '草薇'], ['Giọng ca nhạc pop sôi động của Sài Gòn.', 'An upbeat pop voice from Saigon.', '西貢的動感流行歌聲。'], [
    [['Sài Gòn Không Ngủ', 'Saigon Never Sleeps', '西貢不眠'], 2025, 'soi-dong', [
      ['Đêm nay vui', 'Tonight is fun', '今夜歡樂'], ['Nhảy cùng em', 'Dance with me', '與我共舞'],
      ['Đèn đường', 'Street lights', '街燈'], ['Không ngủ', 'Sleepless', '不眠']]],
    [['Nắng Hạ', 'Summer Sun', '夏日陽光'], 2023, 'vui-ve', [
      ['Nắng hạ', 'Summer sun', '夏日陽光'], ['Biển xanh', 'Blue sea', '藍色大海'],
      ['Cùng nhau đi', 'Go together', '一起走'], ['Kem dâu', 'Strawberry ice cream', '草莓冰淇淋']]],
  ]),
  artist(['Hoàng Lâm', 'Hoang Lam', '黃林'], ['Nhạc sĩ kiêm ca sĩ dòng nhạc trữ tình.', 'A singer-songwriter of lyrical ballads.', '抒情歌曲的創作歌手。'], [
    [['Dòng Sông Quê', 'River of Home', '故鄉的河'], 2021, 'que-huong', [
      ['Dòng sông quê', 'River of home', '故鄉的河'], ['Cánh cò', 'The egret', '白鷺'],
      ['Lúa chín', 'Ripe rice', '稻熟'], ['Mẹ tôi', 'My mother', '我的母親']]],
    [['Về Miền Tây', 'Back to the Delta', '回到西部'], 2024, 'que-huong', [
      ['Về miền Tây', 'Back to the Delta', '回到西部'], ['Chợ nổi', 'Floating market', '水上市場'],
      ['Đờn ca', 'Folk strings', '弦歌'], ['Bến nước', 'The river landing', '渡口']]],
  ]),
  artist(['Ngọc Diệp', 'Ngoc Diep', '玉葉'], ['Nữ ca sĩ với chất giọng ngọt ngào, sâu lắng.', 'A singer with a sweet, deep voice.', '嗓音甜美深情的女歌手。'], [
    [['Thư Tình', 'Love Letters', '情書'], 2023, 'lang-man', [
      ['Thư tình', 'Love letter', '情書'], ['Hẹn hò', 'First date', '約會'],
      ['Một lần nữa thôi', 'Just once more', '再一次就好'], ['Ánh mắt', 'Your eyes', '眼神']]],
    [['Đông Ấm', 'Warm Winter', '暖冬'], 2025, 'lang-man', [
      ['Đông ấm', 'Warm winter', '暖冬'], ['Khăn len', 'Wool scarf', '毛線圍巾'],
      ['Tách trà nóng', 'A cup of hot tea', '一杯熱茶'], ['Bên nhau', 'Together', '相伴']]],
  ]),
  artist(['Nhóm Gió Mùa', 'Monsoon Band', '季風樂團'], ['Ban nhạc rock năm thành viên.', 'A five-piece rock band.', '五人搖滾樂團。'], [
    [['Bão', 'Storm', '風暴'], 2022, 'soi-dong', [
      ['Bão', 'Storm', '風暴'], ['Tiếng sấm', 'Thunder', '雷聲'],
      ['Chạy đi', 'Run', '快跑'], ['Không dừng lại', "Don't stop", '不停歇']]],
    [['Gió Mùa Đông Bắc', 'North-east Monsoon', '東北季風'], 2025, 'soi-dong', [
      ['Gió mùa', 'Monsoon', '季風'], ['Đường về', 'The road home', '歸途'],
      ['Tự do', 'Freedom', '自由'], ['Lửa trại', 'Campfire', '營火']]],
  ]),
  artist(['Bảo Trâm', 'Bao Tram', '寶簪'], ['Ca sĩ nhạc acoustic nhẹ nhàng.', 'A gentle acoustic singer.', '溫柔的原聲歌手。'], [
    [['Góc Nhỏ', 'A Small Corner', '小角落'], 2024, 'thu-gian', [
      ['Góc nhỏ', 'A small corner', '小角落'], ['Cà phê sáng', 'Morning coffee', '早晨咖啡'],
      ['Cửa sổ', 'The window', '窗'], ['Bình yên', 'Peace', '平靜']]],
    [['Đà Lạt Sương', 'Misty Da Lat', '霧中大叻'], 2021, 'thu-gian', [
      ['Đồi thông', 'Pine hill', '松林山丘'], ['Sương đêm', 'Night mist', '夜霧'],
      ['Hoa dã quỳ', 'Wild sunflowers', '野葵花'], ['Lò sưởi', 'The fireplace', '壁爐']]],
  ]),
  artist(['Quốc Thịnh', 'Quoc Thinh', '國盛'], ['Rapper đến từ Hải Phòng.', 'A rapper from Hai Phong.', '來自海防的饒舌歌手。'], [
    [['Đất Cảng', 'Port City', '港城'], 2024, 'soi-dong', [
      ['Đất cảng', 'Port city', '港城'], ['Hoa phượng đỏ', 'Red flamboyant', '紅鳳凰花'],
      ['Đi lên', 'Rising up', '向上'], ['Anh em', 'Brothers', '兄弟']]],
    [['Nhịp Phố', 'City Beat', '城市節拍'], 2025, 'vui-ve', [
      ['Nhịp phố', 'City beat', '城市節拍'], ['Tàu điện', 'The metro', '地鐵'],
      ['Giấc mơ lớn', 'Big dream', '大夢想'], ['Tối thứ bảy', 'Saturday night', '星期六晚上']]],
  ]),
  artist(['Lan Chi', 'Lan Chi', '蘭芝'], ['Giọng ca dân ca và nhạc quê hương.', 'A voice of folk and homeland songs.', '民歌與鄉土歌曲的歌聲。'], [
    [['Câu Hò Xứ Huế', 'Songs of Hue', '順化船歌'], 2020, 'que-huong', [
      ['Sông Hương', 'Perfume River', '香江'], ['Nón lá', 'Conical hat', '斗笠'],
      ['Câu hò', 'Boat song', '船歌'], ['Chiều Vỹ Dạ', 'Evening in Vy Da', '尾夜黃昏']]],
    [['Quan Họ Mới', 'New Quan Ho', '新官賀'], 2023, 'que-huong', [
      ['Người ơi người ở', 'Stay, my dear', '請留下'], ['Hội làng', 'Village festival', '鄉村廟會'],
      ['Trầu cau', 'Betel and areca', '檳榔'], ['Mùa xuân', 'Spring', '春天']]],
  ]),
  artist(['Tùng Lâm', 'Tung Lam', '松林'], ['Nhà sản xuất nhạc điện tử.', 'An electronic music producer.', '電子音樂製作人。'], [
    [['Tín Hiệu', 'Signal', '訊號'], 2024, 'soi-dong', [
      ['Tín hiệu', 'Signal', '訊號'], ['Neon', 'Neon', '霓虹'],
      ['Quỹ đạo', 'Orbit', '軌道'], ['Nhịp tim', 'Heartbeat', '心跳']]],
    [['Tập Trung', 'Deep Focus', '深度專注'], 2025, 'tap-trung', [
      ['Làm việc khuya', 'Working late', '深夜工作'], ['Mưa trên mái', 'Rain on the roof', '屋頂的雨'],
      ['Trang sách', 'Book pages', '書頁'], ['Dòng chảy', 'Flow', '心流']]],
  ]),
  artist(['Hà My', 'Ha My', '河眉'], ['Ca sĩ trẻ nổi lên từ cuộc thi âm nhạc.', 'A young singer who rose from a talent contest.', '從音樂比賽嶄露頭角的年輕歌手。'], [
    [['Mười Tám', 'Eighteen', '十八歲'], 2023, 'hoai-niem', [
      ['Mười tám', 'Eighteen', '十八歲'], ['Áo trắng', 'White uniform', '白衣'],
      ['Bạn thân', 'Best friend', '好朋友'], ['Tạm biệt', 'Goodbye', '再見']]],
    [['Ngày Mới', 'New Day', '新的一天'], 2025, 'vui-ve', [
      ['Ngày mới', 'New day', '新的一天'], ['Mỉm cười', 'Smile', '微笑'],
      ['Cầu vồng', 'Rainbow', '彩虹'], ['Bay cao', 'Fly high', '高飛']]],
  ]),
  artist(['Thanh Tâm', 'Thanh Tam', '清心'], ['Nghệ sĩ piano và nhạc không lời.', 'A pianist of instrumental music.', '鋼琴家與純音樂藝術家。'], [
    [['Phím Đàn', 'Keys', '琴鍵'], 2022, 'tap-trung', [
      ['Khúc dạo đầu', 'Prelude', '前奏曲'], ['Mặt hồ', 'The lake surface', '湖面'],
      ['Ánh trăng', 'Moonlight', '月光'], ['Giấc ngủ', 'Lullaby', '搖籃曲']]],
    [['Nhớ', 'Remembering', '想念'], 2024, 'buon', [
      ['Nhớ', 'Remembering', '想念'], ['Ký ức', 'Memories', '記憶'],
      ['Tấm ảnh cũ', 'An old photo', '舊照片'], ['Ngày xưa', 'Long ago', '從前']]],
  ]),
  artist(['Nhóm Mây Trắng', 'White Cloud Band', '白雲樂團'], ['Nhóm nhạc indie đến từ Đà Nẵng.', 'An indie band from Da Nang.', '來自峴港的獨立樂團。'], [
    [['Biển Gọi', 'The Sea Calls', '大海的呼喚'], 2023, 'thu-gian', [
      ['Biển gọi', 'The sea calls', '大海的呼喚'], ['Cát trắng', 'White sand', '白沙'],
      ['Hoàng hôn', 'Sunset', '黃昏'], ['Con thuyền', 'The boat', '小船']]],
    [['Mây', 'Clouds', '雲'], 2025, 'hoai-niem', [
      ['Mây trắng', 'White clouds', '白雲'], ['Lang thang', 'Wandering', '流浪'],
      ['Đỉnh núi', 'Mountain top', '山頂'], ['Trở về', 'Coming back', '歸來']]],
  ]),
];

/**
 * The lyrics of each mood: one song's worth of Vietnamese lines on one theme, in the order they are
 * sung. A song's excerpt is LYRIC_EXCERPT_LINES of its mood's lines, kept in that order, a different
 * choice for each song (lyricsOf).
 */
export const lyricsByMood: Record<string, readonly string[]> = {
  buon: [
    'Mưa rơi trên phố vắng, anh vẫn đứng chờ em',
    'Chiếc ô nghiêng một nửa, nửa kia ướt vai gầy',
    'Con đường mình từng qua, giờ chỉ mình anh bước',
    'Quán quen còn mở cửa, chỗ em ngồi bỏ trống',
    'Lời hẹn ngày hôm ấy, theo cơn mưa trôi xa',
    'Anh gọi tên em khẽ, chỉ có gió trả lời',
    'Rồi mưa cũng sẽ tạnh, nhưng lòng anh chưa tạnh',
    'Anh vẫn đứng nơi đây, chờ em qua cơn mưa',
  ],
  'hoai-niem': [
    'Lá vàng rơi nhẹ, mùa thu đã về',
    'Hàng cây năm ấy vẫn đứng bên hồ',
    'Ta mặc áo trắng, đạp xe qua phố',
    'Hương hoa sữa bay, thơm cả lối về',
    'Bao năm xa cách, mình vẫn nhớ nhau',
    'Tấm ảnh ngày xưa đã phai màu giấy',
    'Thời gian trôi mãi, kỷ niệm vẫn còn đây',
    'Một mai trở lại, phố vẫn chờ ta',
  ],
  'soi-dong': [
    'Đêm nay thành phố sáng đèn, lòng ta cũng rộn ràng',
    'Tiếng nhạc vang lên rồi, bước chân không đứng yên',
    'Nghe tim mình đập, theo nhịp phố đêm nay',
    'Giơ tay lên cao nào, quên hết muộn phiền',
    'Chạy qua cơn gió lạnh, chạy qua những ngã tư',
    'Không dừng lại đâu, ta còn cả đêm dài',
    'Lửa trong tim ta cháy, sáng hơn mọi ánh đèn',
    'Đến khi bình minh lên, ta vẫn còn hát ca',
  ],
  'vui-ve': [
    'Ngày mai nắng lên, mình lại bước chung đường',
    'Trời trong xanh quá, gió mang hương biển về',
    'Cười lên đi em, chuyện buồn để hôm qua',
    'Một que kem dâu, chia đôi cho hai đứa',
    'Ta đi cùng nhau, qua bao nhiêu con phố',
    'Cầu vồng sau mưa, vẽ lên trời bảy sắc',
    'Mỗi sáng thức dậy, là một ngày mới tinh',
    'Hát vang lên nào, cho ngày thêm rực rỡ',
  ],
  'que-huong': [
    'Con sông quê vẫn chảy, như lời ru của mẹ',
    'Trên cánh đồng lúa chín, cánh cò bay chấp chới',
    'Chiếc nón lá nghiêng nghiêng, che nắng chiều bến nước',
    'Tiếng đàn ai vọng lại, giữa đêm trăng thanh',
    'Chợ nổi sớm tinh mơ, ghe xuồng về tấp nập',
    'Câu hò ai ngân dài, qua bên kia sông vắng',
    'Đường về nhà xa lắm, nhưng lòng vẫn nhớ thương',
    'Quê hương là tiếng mẹ, gọi con về mỗi chiều',
  ],
  'lang-man': [
    'Em là mùa xuân, trong trái tim anh',
    'Lá thư anh viết vội, gửi theo cánh gió đông',
    'Ánh mắt em dịu dàng, làm tim anh lạc nhịp',
    'Ta ngồi bên nhau, tách trà còn ấm nóng',
    'Chiếc khăn len em đan, ấm hơn cả mùa đông',
    'Ánh trăng soi lối nhỏ, dẫn em về bên anh',
    'Chỉ cần em ở đây, mọi thứ đều ổn thôi',
    'Một lần nữa thôi, xin được nắm tay em',
  ],
  'thu-gian': [
    'Một tách cà phê sáng, một nụ cười bình yên',
    'Bên khung cửa sổ nhỏ, nắng rơi trên trang sách',
    'Sương đêm còn đọng lại, trên đồi thông xanh',
    'Chiều nay biển hát, sóng vỗ về bờ cát',
    'Con thuyền nhỏ lênh đênh, theo hoàng hôn về bến',
    'Không cần vội vã đâu, cứ thong thả mà đi',
    'Góc nhỏ này yên ả, chỉ có gió và mây',
    'Nhắm mắt lại nghe xem, lòng mình thật bình yên',
  ],
  'tap-trung': [
    'Đêm khuya đèn vẫn sáng, trang giấy còn dở dang',
    'Tiếng mưa rơi trên mái, đều như nhịp kim đồng hồ',
    'Từng phím đàn khẽ chạm, dẫn lối cho suy nghĩ',
    'Mọi ồn ào lắng xuống, chỉ còn ta với trang sách',
    'Từng bước nhỏ kiên nhẫn, rồi sẽ tới đích xa',
    'Dòng chảy cứ trôi đi, ý tưởng cứ nối dài',
    'Hít thở thật sâu nào, tâm trí thật trong veo',
    'Khi bình minh ló dạng, trang cuối cũng vừa xong',
  ],
};

/** How many lines of its mood's lyrics a song's excerpt has. */
export const LYRIC_EXCERPT_LINES = 4;

/** Every choice of k indexes out of n, each in increasing order, in lexicographic order. */
function choices(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++) {
    for (const rest of choices(n - first - 1, k - 1)) out.push([first, ...rest.map((i) => i + first + 1)]);
  }
  return out;
}

/**
 * A song's lyric excerpt: LYRIC_EXCERPT_LINES lines of its mood's lyrics in their sung order, the
 * choice set by the song's id, so neighbouring songs (an album's) never share an excerpt.
 */
export function lyricsOf(mood: string, songId: number): string[] {
  const lines = lyricsByMood[mood];
  if (!lines) throw new Error(`music seed: no lyrics for the mood ${mood}`);
  const all = choices(lines.length, LYRIC_EXCERPT_LINES);
  // 37 is prime to the 70 choices: 70 ids in a row all get different excerpts.
  return all[(songId * 37) % all.length]!.map((i) => lines[i]!);
}
