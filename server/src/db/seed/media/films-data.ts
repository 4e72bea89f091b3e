/** Seed data of films and TV shows: invented, Vietnamese-first titles with English and Traditional Chinese. */
import type { LocalizedText } from '../../../i18n.ts';
import type { FilmKind } from '../../schema/media.ts';

export const filmGenreSeed: { slug: string; name: LocalizedText }[] = [
  { slug: 'hanh-dong', name: { vi: 'Hành động', en: 'Action', zh: '動作' } },
  { slug: 'tinh-cam', name: { vi: 'Tình cảm', en: 'Romance', zh: '愛情' } },
  { slug: 'hai-huoc', name: { vi: 'Hài hước', en: 'Comedy', zh: '喜劇' } },
  { slug: 'kinh-di', name: { vi: 'Kinh dị', en: 'Horror', zh: '恐怖' } },
  { slug: 'hoat-hinh', name: { vi: 'Hoạt hình', en: 'Animation', zh: '動畫' } },
  { slug: 'vien-tuong', name: { vi: 'Viễn tưởng', en: 'Science fiction', zh: '科幻' } },
  { slug: 'tam-ly', name: { vi: 'Tâm lý', en: 'Drama', zh: '劇情' } },
  { slug: 'co-trang', name: { vi: 'Cổ trang', en: 'Period', zh: '古裝' } },
  { slug: 'hinh-su', name: { vi: 'Hình sự', en: 'Crime', zh: '犯罪' } },
  { slug: 'gia-dinh', name: { vi: 'Gia đình', en: 'Family', zh: '家庭' } },
  { slug: 'the-thao', name: { vi: 'Thể thao', en: 'Sports', zh: '運動' } },
];

export const filmCountrySeed: { slug: string; name: LocalizedText }[] = [
  { slug: 'viet-nam', name: { vi: 'Việt Nam', en: 'Vietnam', zh: '越南' } },
  { slug: 'han-quoc', name: { vi: 'Hàn Quốc', en: 'South Korea', zh: '韓國' } },
  { slug: 'nhat-ban', name: { vi: 'Nhật Bản', en: 'Japan', zh: '日本' } },
  { slug: 'thai-lan', name: { vi: 'Thái Lan', en: 'Thailand', zh: '泰國' } },
  { slug: 'trung-quoc', name: { vi: 'Trung Quốc', en: 'China', zh: '中國' } },
  { slug: 'au-my', name: { vi: 'Âu Mỹ', en: 'Western', zh: '歐美' } },
];

export interface FilmSeed {
  kind: FilmKind;
  title: LocalizedText;
  originalTitle: string;
  year: number;
  genres: string[];
  countries: string[];
  /** Film running time, or a TV show's usual episode length. */
  minutes: number;
  /** TV shows: episodes per season. */
  seasons?: number[];
  description: LocalizedText;
}

const film = (
  vi: string, en: string, zh: string, originalTitle: string | null, year: number, genres: string[], countries: string[],
  minutes: number, description: [string, string, string],
): FilmSeed => ({
  kind: 'film', title: { vi, en, zh }, originalTitle: originalTitle ?? vi, year, genres, countries, minutes,
  description: { vi: description[0], en: description[1], zh: description[2] },
});

const show = (
  vi: string, en: string, zh: string, originalTitle: string | null, year: number, genres: string[], countries: string[],
  minutes: number, seasons: number[], description: [string, string, string],
): FilmSeed => ({ ...film(vi, en, zh, originalTitle, year, genres, countries, minutes, description), kind: 'tv-show', seasons });

export const filmSeed: FilmSeed[] = [
  film('Mùa Nước Nổi', 'The Flood Season', '浮水季節', null, 2024, ['tam-ly', 'gia-dinh'], ['viet-nam'], 112, [
    'Một gia đình ở miền Tây chống chọi mùa lũ và tìm lại tình thân đã mất.',
    'A Mekong Delta family weathers the flood season and rediscovers the bonds they had lost.',
    '湄公河三角洲的一家人熬過洪水季節，重拾失落的親情。']),
  film('Người Gác Hải Đăng', 'The Lighthouse Keeper', '燈塔守護人', null, 2023, ['tam-ly'], ['viet-nam'], 104, [
    'Ông lão gác hải đăng trên đảo xa đón một vị khách bí ẩn sau cơn bão.',
    'An old lighthouse keeper on a remote island takes in a mysterious visitor after a storm.',
    '偏遠島嶼上的老燈塔守護人在暴風雨後收留了一位神秘訪客。']),
  film('Đường Đua Sài Gòn', 'Saigon Street Race', '西貢街頭賽', null, 2025, ['hanh-dong'], ['viet-nam'], 118, [
    'Một thợ sửa xe trẻ bị cuốn vào những cuộc đua đêm nguy hiểm khắp Sài Gòn.',
    'A young mechanic is pulled into dangerous night races across Saigon.',
    '一名年輕修車工被捲入西貢危險的深夜賽車。']),
  film('Cô Dâu Mùa Cốm', 'The Green Rice Bride', '青米新娘', null, 2022, ['tinh-cam', 'hai-huoc'], ['viet-nam'], 98, [
    'Đám cưới ở làng cốm Hà Nội rối tung khi chú rể lạc đường ngay ngày trọng đại.',
    'A wedding in a Hanoi green-rice village descends into chaos when the groom gets lost on the big day.',
    '河內青米村的婚禮在新郎大喜之日迷路後亂成一團。']),
  film('Tiếng Chuông Chùa Cổ', 'Bells of the Old Pagoda', '古寺鐘聲', null, 2021, ['kinh-di'], ['viet-nam'], 95, [
    'Nhóm sinh viên quay phim tài liệu trong ngôi chùa bỏ hoang và nghe tiếng chuông lúc nửa đêm.',
    'Students filming a documentary in an abandoned pagoda hear its bell ring at midnight.',
    '在廢棄古寺拍攝紀錄片的學生們，在午夜聽見了鐘聲。']),
  film('Chú Mèo Phố Cổ', 'The Old Quarter Cat', '古街小貓', null, 2024, ['hoat-hinh', 'gia-dinh'], ['viet-nam'], 86, [
    'Chú mèo tinh nghịch dẫn cô bé đi khắp phố cổ để tìm chiếc đèn lồng bị mất.',
    'A mischievous cat leads a little girl through the Old Quarter to find a lost lantern.',
    '一隻調皮的貓帶著小女孩穿越古街，尋找遺失的燈籠。']),
  film('Biệt Đội Mekong', 'Mekong Squad', '湄公特攻隊', null, 2025, ['hanh-dong', 'hinh-su'], ['viet-nam'], 121, [
    'Đội cảnh sát đường sông truy đuổi đường dây buôn lậu trên sông Mekong.',
    'A river police squad chases a smuggling ring along the Mekong.',
    '河警小隊在湄公河上追捕走私集團。']),
  film('Ngày Mai Trời Lại Sáng', 'Tomorrow Will Be Bright', '明天依然晴朗', null, 2020, ['tam-ly', 'gia-dinh'], ['viet-nam'], 109, [
    'Người cha đơn thân mở lại quán phở cũ để giữ lời hứa với con gái.',
    'A single father reopens his old noodle shop to keep a promise to his daughter.',
    '單親爸爸重開老河粉店，只為信守對女兒的承諾。']),
  film('Cú Sút Cuối Cùng', 'The Last Kick', '最後一腳', null, 2023, ['the-thao', 'tam-ly'], ['viet-nam'], 115, [
    'Đội bóng làng chài vượt qua mọi khó khăn để dự giải bóng đá toàn quốc.',
    'A fishing-village football team overcomes every hardship to reach the national tournament.',
    '漁村足球隊克服重重困難，闖進全國賽。']),
  film('Hẹn Em Ở Đà Lạt', 'Meet Me in Da Lat', '大叻之約', null, 2024, ['tinh-cam'], ['viet-nam'], 101, [
    'Hai người lạ gặp nhau trong chuyến xe đêm lên Đà Lạt và hứa hẹn một cuộc hẹn sau mười năm.',
    'Two strangers meet on a night bus to Da Lat and promise to meet again in ten years.',
    '兩個陌生人在前往大叻的夜車上相遇，約定十年後再見。']),
  film('Thành Cổ Mùa Hạ', 'Summer at the Citadel', '古城之夏', null, 2019, ['co-trang', 'tam-ly'], ['viet-nam'], 126, [
    'Câu chuyện về những người lính trẻ và mùa hè không thể quên bên dòng sông.',
    'Young soldiers and an unforgettable summer beside the river.',
    '年輕士兵們在河畔度過一個難忘的夏天。']),
  film('Nàng Tiên Cá Hạ Long', 'The Ha Long Mermaid', '下龍灣美人魚', null, 2022, ['hoat-hinh', 'vien-tuong'], ['viet-nam'], 90, [
    'Nàng tiên cá nhỏ rời vịnh Hạ Long để cứu đàn cá khỏi rác thải nhựa.',
    'A little mermaid leaves Ha Long Bay to save her shoal from plastic waste.',
    '小美人魚離開下龍灣，拯救被塑膠垃圾困住的魚群。']),
  film('Vua Hài Chợ Lớn', 'The Comedy King of Cho Lon', '堤岸喜劇之王', null, 2021, ['hai-huoc'], ['viet-nam'], 97, [
    'Danh hài hết thời dựng lại đoàn kịch cùng những người bán hàng chợ Lớn.',
    'A faded comedian rebuilds his troupe with the market traders of Cho Lon.',
    '過氣諧星與堤岸市場的小販們重組劇團。']),
  film('Dấu Vân Tay Thứ Bảy', 'The Seventh Fingerprint', '第七枚指紋', null, 2025, ['hinh-su'], ['viet-nam'], 113, [
    'Nữ điều tra viên lần theo chuỗi vụ trộm để lại cùng một dấu vân tay lạ.',
    'A detective follows a string of burglaries that leave the same strange fingerprint.',
    '女探員追查一連串留下相同神秘指紋的竊案。']),
  film('Trạm Vũ Trụ Lạc Hồng', 'Lac Hong Space Station', '雒鴻太空站', null, 2025, ['vien-tuong'], ['viet-nam'], 124, [
    'Phi hành đoàn Việt Nam đầu tiên phải tự cứu trạm vũ trụ khỏi một cơn bão mặt trời.',
    "Vietnam's first space crew must save their station from a solar storm.",
    '越南首支太空團隊必須在太陽風暴中自救太空站。']),
  film('Bản Tình Ca Mùa Đông', 'Winter Love Song', '冬日戀歌', '겨울 사랑 노래', 2023, ['tinh-cam'], ['han-quoc'], 108, [
    'Nhạc sĩ trẻ ở Seoul viết bài hát cuối cùng cho mối tình đầu.',
    'A young songwriter in Seoul writes one last song for his first love.',
    '首爾的年輕作曲家為初戀寫下最後一首歌。']),
  film('Chuyến Tàu Cuối', 'The Last Train', '末班列車', '마지막 열차', 2022, ['kinh-di', 'hanh-dong'], ['han-quoc'], 111, [
    'Hành khách trên chuyến tàu đêm phát hiện các toa tàu đang lần lượt biến mất.',
    'Passengers on a night train find its carriages vanishing one by one.',
    '夜車上的乘客發現車廂正一節節消失。']),
  film('Quán Trà Bên Đồi', 'The Hillside Tea House', '山坡茶屋', '丘の上の茶屋', 2021, ['tam-ly', 'gia-dinh'], ['nhat-ban'], 99, [
    'Ba thế hệ trong gia đình cùng giữ quán trà nhỏ bên đồi Kyoto.',
    'Three generations keep a small tea house on a Kyoto hillside.',
    '三代人守護著京都山坡上的小茶屋。']),
  film('Ngọn Gió Phương Bắc', 'The North Wind', '北風', '北の風', 2024, ['hoat-hinh', 'vien-tuong'], ['nhat-ban'], 94, [
    'Cậu bé cưỡi ngọn gió phương bắc đi tìm người mẹ đã trở thành một vì sao.',
    'A boy rides the north wind to find his mother, who has become a star.',
    '男孩乘著北風，尋找化為星星的母親。']),
  film('Võ Sĩ Sông Chao Phraya', 'Fighter of the Chao Phraya', '湄南河拳手', 'นักสู้แม่น้ำเจ้าพระยา', 2023, ['hanh-dong', 'the-thao'], ['thai-lan'], 107, [
    'Võ sĩ Muay Thái giải nghệ trở lại sàn đấu để cứu phòng tập của thầy.',
    'A retired Muay Thai fighter returns to the ring to save his master’s gym.',
    '退役泰拳手重返擂台，拯救師父的拳館。']),
  film('Ngôi Nhà Số 9', 'House Number Nine', '九號屋', 'บ้านเลขที่เก้า', 2020, ['kinh-di'], ['thai-lan'], 92, [
    'Gia đình mới chuyển đến căn nhà giá rẻ và phát hiện lý do không ai dám ở.',
    'A family moves into a cheap house and learns why nobody stays there.',
    '一家人搬進便宜的房子，才發現沒人敢住的原因。']),
  film('Kiếm Khách Trường An', 'The Swordsman of Chang’an', '長安劍客', '長安劍客', 2022, ['co-trang', 'hanh-dong'], ['trung-quoc'], 132, [
    'Kiếm khách vô danh bảo vệ một học trò nghèo trên đường lên kinh ứng thí.',
    'A nameless swordsman guards a poor scholar on his way to the imperial exams.',
    '無名劍客護送寒門書生上京赴考。']),
  film('Thành Phố Không Ngủ', 'The City That Never Sleeps', '不夜城', 'The City That Never Sleeps', 2024, ['hinh-su', 'hanh-dong'], ['au-my'], 128, [
    'Tài xế taxi đêm vô tình trở thành nhân chứng duy nhất của một phi vụ lớn.',
    'A night-shift taxi driver becomes the only witness to a major heist.',
    '夜班計程車司機意外成為一樁大案的唯一目擊者。']),
  film('Hành Tinh Lặng Im', 'The Silent Planet', '寂靜星球', 'The Silent Planet', 2025, ['vien-tuong'], ['au-my'], 135, [
    'Nhà thám hiểm cuối cùng trên hành tinh xa lạ nhận được tín hiệu từ Trái Đất.',
    'The last explorer on an alien planet receives a signal from Earth.',
    '外星球上最後一名探險家收到了來自地球的訊號。']),
  film('Đôi Giày Của Mẹ', "Mother's Shoes", '媽媽的鞋', null, 2018, ['gia-dinh', 'tam-ly'], ['viet-nam'], 96, [
    'Cậu bé bán vé số tiết kiệm từng đồng để mua đôi giày mới cho mẹ.',
    'A boy selling lottery tickets saves every coin to buy his mother new shoes.',
    '賣彩券的男孩省下每一分錢，為媽媽買一雙新鞋。']),
  film('Phi Vụ Bánh Mì', 'The Banh Mi Heist', '法棍大作戰', null, 2024, ['hai-huoc', 'hinh-su'], ['viet-nam'], 100, [
    'Hai chủ xe bánh mì đối thủ bắt tay nhau để lấy lại công thức bị đánh cắp.',
    'Two rival banh mi sellers team up to recover a stolen recipe.',
    '兩位敵對的法棍攤主聯手奪回被偷的祖傳配方。']),
];

export const tvShowSeed: FilmSeed[] = [
  show('Gia Đình Là Số Một Sài Gòn', 'Family First: Saigon', '家有西貢', null, 2023, ['hai-huoc', 'gia-dinh'], ['viet-nam'], 42, [16, 12], [
    'Ba thế hệ sống chung một căn nhà ống và những chuyện dở khóc dở cười mỗi ngày.',
    'Three generations share one tube house and its daily laugh-or-cry moments.',
    '三代同堂擠在一棟竹筒屋裡，每天都有哭笑不得的故事。']),
  show('Hồ Sơ Tuyệt Mật', 'Top Secret Files', '絕密檔案', null, 2024, ['hinh-su', 'hanh-dong'], ['viet-nam'], 48, [10, 10], [
    'Đội điều tra đặc biệt phá những vụ án khó nhất của thành phố.',
    "A special investigation unit cracks the city's hardest cases.",
    '特別調查小組偵破城市中最棘手的案件。']),
  show('Hương Vị Ba Miền', 'Flavours of Three Regions', '三域風味', null, 2022, ['gia-dinh'], ['viet-nam'], 30, [8, 8, 8], [
    'Đầu bếp trẻ đi khắp Bắc Trung Nam để học lại những món ăn của bà.',
    "A young chef travels north, centre and south to relearn her grandmother's dishes.",
    '年輕廚師走遍越南南北，重新學習祖母的菜餚。']),
  show('Tình Yêu Nơi Phố Thị', 'Love in the City', '都市之戀', null, 2025, ['tinh-cam'], ['viet-nam'], 45, [20], [
    'Bốn người bạn thân tìm tình yêu và sự nghiệp giữa nhịp sống Hà Nội.',
    'Four close friends look for love and careers in the rhythm of Hanoi.',
    '四個好友在河內的生活節奏中追尋愛情與事業。']),
  show('Học Viện Bóng Đá', 'The Football Academy', '足球學院', null, 2024, ['the-thao', 'tam-ly'], ['viet-nam'], 40, [12], [
    'Những cầu thủ nhí theo đuổi giấc mơ chuyên nghiệp tại một học viện miền Trung.',
    'Young players chase professional dreams at an academy in central Vietnam.',
    '小球員們在越南中部的學院追逐職業夢想。']),
  show('Triều Đại Nhà Lý', 'The Ly Dynasty', '李朝風雲', null, 2021, ['co-trang'], ['viet-nam'], 50, [14, 14], [
    'Những toan tính trong hoàng cung thời dời đô về Thăng Long.',
    'Palace intrigue in the era when the capital moved to Thang Long.',
    '遷都昇龍時期的宮廷權謀。']),
  show('Bệnh Viện Tuổi Trẻ', 'Young Doctors', '青春醫院', '청춘 병원', 2023, ['tam-ly', 'tinh-cam'], ['han-quoc'], 60, [16], [
    'Các bác sĩ nội trú trẻ học cách cứu người và chữa lành chính mình.',
    'Young residents learn to save lives and heal themselves.',
    '年輕住院醫師學習救人，也學習療癒自己。']),
  show('Quán Ăn Nửa Đêm Seoul', 'Seoul Midnight Diner', '首爾深夜食堂', '서울 심야식당', 2022, ['tam-ly'], ['han-quoc'], 30, [10, 10], [
    'Mỗi tập là một vị khách và một món ăn tại quán nhỏ mở cửa lúc nửa đêm.',
    'Each episode brings one guest and one dish to a tiny diner that opens at midnight.',
    '每集一位客人、一道料理，在午夜開門的小食堂。']),
  show('Thám Tử Học Đường', 'The School Detective', '校園偵探', '学園探偵', 2024, ['hinh-su', 'hoat-hinh'], ['nhat-ban'], 24, [12, 12], [
    'Cậu học sinh thông minh giải những bí ẩn nhỏ trong ngôi trường ven biển.',
    'A bright student solves small mysteries at a seaside school.',
    '聰明的學生破解海邊學校裡的小謎團。']),
  show('Đầu Bếp Băng Cốc', 'The Bangkok Chef', '曼谷大廚', 'เชฟบางกอก', 2023, ['hai-huoc', 'tinh-cam'], ['thai-lan'], 45, [14], [
    'Nữ đầu bếp đường phố đối đầu với chuỗi nhà hàng sang trọng.',
    'A street-food chef takes on a luxury restaurant chain.',
    '街頭女廚師與豪華連鎖餐廳一較高下。']),
  show('Giang Hồ Cửu Kiếm', 'Nine Swords of the Jianghu', '江湖九劍', '江湖九劍', 2021, ['co-trang', 'hanh-dong'], ['trung-quoc'], 45, [24], [
    'Chín môn phái tranh đoạt bộ kiếm phổ thất truyền.',
    'Nine martial clans fight over a lost sword manual.',
    '九大門派爭奪失傳的劍譜。']),
  show('Trạm Cứu Hộ Sao Hỏa', 'Mars Rescue Station', '火星救援站', 'Mars Rescue Station', 2025, ['vien-tuong'], ['au-my'], 52, [8], [
    'Đội cứu hộ trên Sao Hỏa đối mặt những sự cố chưa từng có.',
    'A rescue crew on Mars faces emergencies no one has seen before.',
    '火星上的救援隊面對前所未見的危機。']),
];
