/** Fixed data of the comics seed: genres, series and the phrases of chapter titles, in vi / en / zh. */
import type { LocalizedText } from '../../../i18n.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const comicGenreSeed: { slug: string; name: LocalizedText }[] = [
  { slug: 'the-thao', name: t('Thể thao', 'Sports', '運動') },
  { slug: 'hai-huoc', name: t('Hài hước', 'Comedy', '搞笑') },
  { slug: 'hoc-duong', name: t('Học đường', 'School life', '校園') },
  { slug: 'phieu-luu', name: t('Phiêu lưu', 'Adventure', '冒險') },
  { slug: 'ky-ao', name: t('Kỳ ảo', 'Fantasy', '奇幻') },
  { slug: 'vo-thuat', name: t('Võ thuật', 'Martial arts', '武術') },
  { slug: 'lich-su', name: t('Lịch sử', 'Historical', '歷史') },
  { slug: 'lang-man', name: t('Lãng mạn', 'Romance', '愛情') },
  { slug: 'doi-thuong', name: t('Đời thường', 'Slice of life', '日常') },
  { slug: 'trinh-tham', name: t('Trinh thám', 'Mystery', '推理') },
];

export interface SeriesSeed {
  title: LocalizedText;
  description: LocalizedText;
  author: string;
  genres: string[];
}

export const seriesSeed: SeriesSeed[] = [
  {
    title: t('Vua Phá Lưới Làng Chài', 'The Fishing Village Goal King', '漁村射手王'), author: 'Lê Minh Hoàng', genres: ['the-thao', 'hai-huoc'],
    description: t('Cậu bé làng chài tập sút bóng bằng trái dừa và mơ một ngày khoác áo đội tuyển quốc gia.', 'A fishing-village boy practises shooting with coconuts and dreams of playing for the national team.', '漁村少年用椰子練習射門，夢想有朝一日披上國家隊戰袍。'),
  },
  {
    title: t('Cú Sút Định Mệnh', 'The Fateful Shot', '命運之射'), author: 'Phan Thị Hà', genres: ['the-thao', 'hoc-duong'],
    description: t('Một quả phạt đền hỏng ăn thay đổi cuộc đời chàng tiền đạo của đội bóng trường trung học.', 'A missed penalty changes the life of a high-school team striker.', '一記罰失的點球改變了一名高中球隊前鋒的人生。'),
  },
  {
    title: t('Học Viện Rồng Lửa', 'Fire Dragon Academy', '火龍學院'), author: 'Trần Quốc Bảo', genres: ['phieu-luu', 'ky-ao'],
    description: t('Những học viên đầu tiên của học viện bí ẩn phải thuần hóa rồng lửa để bảo vệ vương quốc.', 'The first students of a mysterious academy must tame fire dragons to protect the kingdom.', '神秘學院的第一批學員必須馴服火龍來守護王國。'),
  },
  {
    title: t('Kiếm Khách Sông Hương', 'The Swordsman of the Perfume River', '香江劍客'), author: 'Nguyễn Đăng Khoa', genres: ['vo-thuat', 'lich-su'],
    description: t('Một kiếm khách vô danh bảo vệ kinh thành Huế giữa thời loạn lạc.', 'A nameless swordsman defends the citadel of Hue in troubled times.', '亂世之中，一位無名劍客守護著順化京城。'),
  },
  {
    title: t('Mùa Hè Ở Hội An', 'Summer in Hoi An', '會安之夏'), author: 'Vũ Thảo My', genres: ['lang-man', 'doi-thuong'],
    description: t('Hai người trẻ gặp nhau dưới những chiếc đèn lồng phố cổ trong một mùa hè không thể quên.', 'Two young people meet under the lanterns of the old town in an unforgettable summer.', '兩個年輕人在古鎮燈籠下相遇，度過一個難忘的夏天。'),
  },
  {
    title: t('Đội Bóng Rổ Trường Lê Lợi', 'The Le Loi High Basketball Team', '黎利中學籃球隊'), author: 'Đinh Gia Huy', genres: ['the-thao', 'hoc-duong'],
    description: t('Năm học sinh cá biệt được giao nhiệm vụ hồi sinh đội bóng rổ sắp giải thể của trường.', 'Five misfit students are tasked with reviving the school basketball team before it is disbanded.', '五名問題學生受命拯救即將解散的校籃球隊。'),
  },
  {
    title: t('Thám Tử Phố Cổ', 'The Old Quarter Detective', '古街偵探'), author: 'Lê Minh Hoàng', genres: ['trinh-tham'],
    description: t('Cô thám tử trẻ phá những vụ án kỳ lạ trong ba mươi sáu phố phường Hà Nội.', "A young detective solves strange cases in Hanoi's thirty-six streets.", '年輕女偵探在河內三十六古街破解離奇案件。'),
  },
  {
    title: t('Huyền Thoại Esport', 'Esport Legend', '電競傳說'), author: 'Trần Quốc Bảo', genres: ['the-thao', 'hoc-duong'],
    description: t('Từ quán net nhỏ ở Sài Gòn, một game thủ tuổi teen bước lên sân khấu chung kết thế giới.', 'From a small internet café in Saigon, a teenage gamer makes it to the world finals stage.', '從西貢的小網咖出發，一名少年玩家登上了世界決賽舞台。'),
  },
  {
    title: t('Tiệm Bánh Mì Của Mèo', "The Cat's Banh Mi Shop", '貓咪麵包店'), author: 'Vũ Thảo My', genres: ['hai-huoc', 'doi-thuong'],
    description: t('Một chú mèo biết nói mở tiệm bánh mì và giúp đỡ những vị khách đang gặp chuyện buồn.', 'A talking cat opens a banh mi shop and helps customers through their troubles.', '一隻會說話的貓開了家越式麵包店，幫助心事重重的客人。'),
  },
  {
    title: t('Linh Hồn Núi Tản', 'Spirit of Mount Tan', '傘圓山之魂'), author: 'Nguyễn Đăng Khoa', genres: ['ky-ao', 'lich-su'],
    description: t('Truyền thuyết Sơn Tinh được kể lại qua mắt một cô bé có thể nói chuyện với núi rừng.', 'The legend of the mountain god retold through the eyes of a girl who can talk to the forest.', '透過一個能與山林對話的女孩之眼，重述山神傳說。'),
  },
  {
    title: t('Người Gác Đền Cuối Cùng', 'The Last Temple Guardian', '最後的守廟人'), author: 'Đinh Gia Huy', genres: ['phieu-luu', 'vo-thuat'],
    description: t('Người gác đền trẻ tuổi lên đường tìm lại báu vật bị đánh cắp của làng.', "A young temple guardian sets out to recover the village's stolen treasure.", '年輕的守廟人踏上旅程，尋回村莊被盜的寶物。'),
  },
  {
    title: t('Thủ Môn Số 1', 'Goalkeeper Number One', '一號門將'), author: 'Phan Thị Hà', genres: ['the-thao'],
    description: t('Chàng thủ môn dự bị chỉ có một cơ hội duy nhất để chứng minh bản thân ở trận chung kết.', 'A reserve goalkeeper gets one single chance to prove himself in the final.', '替補門將只有一次機會在決賽中證明自己。'),
  },
  {
    title: t('Cô Gái Đua Thuyền', 'The Boat Racing Girl', '賽艇少女'), author: 'Vũ Thảo My', genres: ['the-thao', 'doi-thuong'],
    description: t('Cô gái miền sông nước quyết tâm đưa đội đua thuyền của làng đến giải đấu toàn quốc.', 'A girl from the river delta is determined to take her village boat-racing crew to the national championship.', '水鄉少女決心帶領村裡的賽艇隊參加全國比賽。'),
  },
  {
    title: t('Bí Ẩn Vịnh Hạ Long', 'The Mystery of Ha Long Bay', '下龍灣之謎'), author: 'Lê Minh Hoàng', genres: ['trinh-tham', 'phieu-luu'],
    description: t('Một chuyến du lịch biến thành cuộc truy tìm bí mật ẩn giấu trong những hang động cổ.', 'A holiday turns into a hunt for secrets hidden in ancient caves.', '一次旅行變成了對古老洞穴中隱藏秘密的追尋。'),
  },
  {
    title: t('Lớp Học Võ Thuật', 'The Martial Arts Class', '武術班'), author: 'Trần Quốc Bảo', genres: ['vo-thuat', 'hai-huoc', 'hoc-duong'],
    description: t('Lớp võ cổ truyền vắng học viên nhất thành phố bỗng trở nên nổi tiếng nhờ một clip lan truyền.', "The city's emptiest traditional martial-arts class suddenly becomes famous thanks to a viral clip.", '全市學員最少的傳統武術班因一段爆紅影片突然出名。'),
  },
  {
    title: t('Chuyến Tàu Thống Nhất', 'The Reunification Express', '統一列車'), author: 'Nguyễn Đăng Khoa', genres: ['lich-su', 'lang-man'],
    description: t('Những câu chuyện đan xen của các hành khách trên chuyến tàu Bắc Nam kéo dài ba ngày hai đêm.', 'Intertwined stories of passengers on a three-day north-south train journey.', '一趟三天兩夜南北列車上乘客們交織的故事。'),
  },
];

export const chapterPhrases: LocalizedText[] = [
  t('Khởi đầu', 'The beginning', '開端'),
  t('Lời hứa', 'The promise', '承諾'),
  t('Người thầy mới', 'A new mentor', '新導師'),
  t('Trận đấu đầu tiên', 'The first match', '第一場比賽'),
  t('Bí mật', 'The secret', '秘密'),
  t('Cơn mưa đêm', 'Night rain', '夜雨'),
  t('Đối thủ', 'The rival', '對手'),
  t('Thất bại', 'Defeat', '失敗'),
  t('Đứng dậy', 'Rising again', '重新站起'),
  t('Đồng đội', 'Team-mates', '夥伴'),
  t('Chuyến đi xa', 'A long journey', '遠行'),
  t('Ký ức', 'Memories', '回憶'),
  t('Thử thách', 'The trial', '試煉'),
  t('Bước ngoặt', 'The turning point', '轉折點'),
  t('Trước giờ G', 'Before the hour', '決戰前夕'),
  t('Chung kết', 'The final', '決賽'),
];

export const chapterTitle = t('Chương {n}: {phrase}', 'Chapter {n}: {phrase}', '第{n}話：{phrase}');
