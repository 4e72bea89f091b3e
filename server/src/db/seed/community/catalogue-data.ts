/** Fixed catalogues of the community seed: places, groups, events and chat rooms, in vi / en / zh. */
import type { LocalizedText } from '../../../i18n.ts';
import type { GroupPrivacy, PlaceKind } from '../../schema/community.ts';

const L = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const CITIES = {
  'ha-noi': L('Hà Nội', 'Hanoi', '河內'),
  'ho-chi-minh': L('TP. Hồ Chí Minh', 'Ho Chi Minh City', '胡志明市'),
  'da-nang': L('Đà Nẵng', 'Da Nang', '峴港'),
  'hai-phong': L('Hải Phòng', 'Hai Phong', '海防'),
  'nam-dinh': L('Nam Định', 'Nam Dinh', '南定'),
  'binh-duong': L('Bình Dương', 'Binh Duong', '平陽'),
  'thanh-hoa': L('Thanh Hóa', 'Thanh Hoa', '清化'),
  'nghe-an': L('Nghệ An', 'Nghe An', '乂安'),
  'gia-lai': L('Gia Lai', 'Gia Lai', '嘉萊'),
  'can-tho': L('Cần Thơ', 'Can Tho', '芹苴'),
  'nha-trang': L('Nha Trang', 'Nha Trang', '芽莊'),
} as const;
export type CitySlug = keyof typeof CITIES;

export interface PlaceSeed {
  id: number;
  name: LocalizedText;
  kind: PlaceKind;
  city: CitySlug;
  address: string;
  latitude: number;
  longitude: number;
  description: LocalizedText;
}

const stadium = L('Sân vận động tổ chức các trận V-League và đội tuyển.', 'A stadium hosting V-League and national-team matches.', '舉辦越南職業聯賽與國家隊賽事的體育場。');
const cafe = L('Quán cà phê chiếu bóng đá màn hình lớn, mở cửa đến khuya.', 'A sports café with big screens, open late.', '設有大螢幕轉播、營業到深夜的運動咖啡館。');
const court = L('Cụm sân tập cho thuê theo giờ, có đèn chiếu sáng buổi tối.', 'Courts for hire by the hour, floodlit at night.', '可按小時租用的球場，夜間有照明。');
const arena = L('Nhà thi đấu trong nhà cho bóng rổ, bóng chuyền và cầu lông.', 'An indoor arena for basketball, volleyball and badminton.', '供籃球、排球與羽毛球使用的室內體育館。');

export const PLACES: PlaceSeed[] = [
  { id: 1, name: L('Sân vận động Quốc gia Mỹ Đình', 'My Dinh National Stadium', '美亭國家體育場'), kind: 'stadium', city: 'ha-noi', address: 'Lê Đức Thọ, Mỹ Đình 1, Nam Từ Liêm', latitude: 21.0205, longitude: 105.764, description: stadium },
  { id: 2, name: L('Sân vận động Hàng Đẫy', 'Hang Day Stadium', '行隊體育場'), kind: 'stadium', city: 'ha-noi', address: '9 Trịnh Hoài Đức, Cát Linh, Đống Đa', latitude: 21.0297, longitude: 105.8297, description: stadium },
  { id: 3, name: L('Sân vận động Thống Nhất', 'Thong Nhat Stadium', '統一體育場'), kind: 'stadium', city: 'ho-chi-minh', address: '138 Đào Duy Từ, Phường 6, Quận 10', latitude: 10.7604, longitude: 106.6633, description: stadium },
  { id: 4, name: L('Sân vận động Lạch Tray', 'Lach Tray Stadium', '瀝溪體育場'), kind: 'stadium', city: 'hai-phong', address: '15 Lạch Tray, Ngô Quyền', latitude: 20.8566, longitude: 106.687, description: stadium },
  { id: 5, name: L('Sân vận động Hòa Xuân', 'Hoa Xuan Stadium', '和春體育場'), kind: 'stadium', city: 'da-nang', address: 'Nguyễn Phước Lan, Hòa Xuân, Cẩm Lệ', latitude: 16.0, longitude: 108.2227, description: stadium },
  { id: 6, name: L('Sân vận động Thiên Trường', 'Thien Truong Stadium', '天長體育場'), kind: 'stadium', city: 'nam-dinh', address: 'Đặng Xuân Thiều, Vị Hoàng', latitude: 20.4258, longitude: 106.1683, description: stadium },
  { id: 7, name: L('Sân vận động Gò Đậu', 'Go Dau Stadium', '高斗體育場'), kind: 'stadium', city: 'binh-duong', address: '30 Tháng 4, Phú Thọ, Thủ Dầu Một', latitude: 10.9808, longitude: 106.6745, description: stadium },
  { id: 8, name: L('Sân vận động Thanh Hóa', 'Thanh Hoa Stadium', '清化體育場'), kind: 'stadium', city: 'thanh-hoa', address: '37 Lê Quý Đôn, Ba Đình', latitude: 19.804, longitude: 105.776, description: stadium },
  { id: 9, name: L('Sân vận động Vinh', 'Vinh Stadium', '榮市體育場'), kind: 'stadium', city: 'nghe-an', address: 'Đào Tấn, Cửa Nam, TP. Vinh', latitude: 18.671, longitude: 105.692, description: stadium },
  { id: 10, name: L('Sân vận động Pleiku', 'Pleiku Stadium', '波來古體育場'), kind: 'stadium', city: 'gia-lai', address: 'Quang Trung, Tây Sơn, Pleiku', latitude: 13.979, longitude: 108.007, description: stadium },
  { id: 11, name: L('Cà phê bóng đá Góc Khán Đài', 'The Stand Corner Café', '看台角落足球咖啡'), kind: 'cafe', city: 'ha-noi', address: '45 Tôn Đức Thắng, Đống Đa', latitude: 21.0227, longitude: 105.8306, description: cafe },
  { id: 12, name: L('Quán Bàn Thắng Vàng', 'Golden Goal Sports Bar', '黃金進球運動酒吧'), kind: 'cafe', city: 'ha-noi', address: '12 Tạ Hiện, Hoàn Kiếm', latitude: 21.0347, longitude: 105.8525, description: cafe },
  { id: 13, name: L('Cà phê Phút 90', 'Minute 90 Café', '第90分鐘咖啡'), kind: 'cafe', city: 'ho-chi-minh', address: '88 Bùi Viện, Phạm Ngũ Lão, Quận 1', latitude: 10.7676, longitude: 106.6932, description: cafe },
  { id: 14, name: L('Quán Việt Vị', 'Offside Bar', '越位酒吧'), kind: 'cafe', city: 'ho-chi-minh', address: '210 Nguyễn Thị Minh Khai, Quận 3', latitude: 10.7799, longitude: 106.6892, description: cafe },
  { id: 15, name: L('Cà phê Sông Hàn Sport', 'Han River Sports Café', '瀚江運動咖啡'), kind: 'cafe', city: 'da-nang', address: '36 Bạch Đằng, Hải Châu', latitude: 16.0717, longitude: 108.2244, description: cafe },
  { id: 16, name: L('Quán Góc Bến Ninh Kiều', 'Ninh Kieu Wharf Sports Corner', '寧橋碼頭運動角'), kind: 'cafe', city: 'can-tho', address: '5 Hai Bà Trưng, Ninh Kiều', latitude: 10.0341, longitude: 105.7885, description: cafe },
  { id: 17, name: L('Cụm sân Pickleball Thảo Điền', 'Thao Dien Pickleball Courts', '草田匹克球場'), kind: 'court', city: 'ho-chi-minh', address: '25 Quốc Hương, Thảo Điền, TP. Thủ Đức', latitude: 10.8045, longitude: 106.7323, description: court },
  { id: 18, name: L('Sân bóng đá mini Hoàng Mai', 'Hoang Mai Five-a-side Pitches', '黃梅小型足球場'), kind: 'court', city: 'ha-noi', address: '90 Tam Trinh, Hoàng Mai', latitude: 20.9876, longitude: 105.8614, description: court },
  { id: 19, name: L('Sân cầu lông Tiên Sơn', 'Tien Son Badminton Courts', '仙山羽毛球場'), kind: 'court', city: 'da-nang', address: 'Phan Đăng Lưu, Hòa Cường Bắc, Hải Châu', latitude: 16.0391, longitude: 108.2169, description: court },
  { id: 20, name: L('Sân tennis Hồ Tây', 'West Lake Tennis Club', '西湖網球俱樂部'), kind: 'court', city: 'ha-noi', address: '614 Lạc Long Quân, Tây Hồ', latitude: 21.0637, longitude: 105.8129, description: court },
  { id: 21, name: L('Sân bóng rổ Công viên Lê Văn Tám', 'Le Van Tam Park Basketball Court', '黎文滲公園籃球場'), kind: 'court', city: 'ho-chi-minh', address: 'Hai Bà Trưng, Đa Kao, Quận 1', latitude: 10.7881, longitude: 106.6945, description: court },
  { id: 22, name: L('Nhà thi đấu Phú Thọ', 'Phu Tho Indoor Stadium', '富壽體育館'), kind: 'arena', city: 'ho-chi-minh', address: '1 Lữ Gia, Phường 15, Quận 11', latitude: 10.7686, longitude: 106.6584, description: arena },
  { id: 23, name: L('Cung thể thao Quần Ngựa', 'Quan Ngua Sports Palace', '群馬體育宮'), kind: 'arena', city: 'ha-noi', address: '30 Văn Cao, Liễu Giai, Ba Đình', latitude: 21.0403, longitude: 105.8148, description: arena },
  { id: 24, name: L('Nhà thi đấu Tiên Sơn', 'Tien Son Sports Arena', '仙山體育館'), kind: 'arena', city: 'da-nang', address: 'Phan Đăng Lưu, Hòa Cường Bắc, Hải Châu', latitude: 16.0383, longitude: 108.2175, description: arena },
  { id: 25, name: L('Sân vận động 19 Tháng 8 Nha Trang', '19 August Stadium, Nha Trang', '芽莊八一九體育場'), kind: 'stadium', city: 'nha-trang', address: '19 Tháng 8, Tân Lập, Nha Trang', latitude: 12.2468, longitude: 109.1896, description: stadium },
];

export interface GroupSeed {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  privacy: GroupPrivacy;
  topic: string;
  ownerId: number;
  /** Members joining at the seed (besides the owner). */
  size: number;
}

export const GROUPS: GroupSeed[] = [
  { id: 1, name: L('Hội CĐV Hà Nội FC', 'Hanoi FC Supporters', '河內FC球迷會'), description: L('Nơi anh em yêu Hà Nội FC bàn chuyện đội bóng, hẹn nhau ra sân Hàng Đẫy.', 'Where Hanoi FC fans talk about the club and meet up at Hang Day.', '河內FC球迷討論球隊、相約到行隊體育場看球的地方。'), privacy: 'public', topic: 'football', ownerId: 11, size: 90 },
  { id: 2, name: L('Fan Manchester United Việt Nam', 'Manchester United Fans Vietnam', '曼聯越南球迷會'), description: L('Cộng đồng Quỷ đỏ tại Việt Nam: lịch xem chung, tin chuyển nhượng, bình luận sau trận.', 'The Red Devils community in Vietnam: watch parties, transfer news and post-match talk.', '越南紅魔社群：觀賽聚會、轉會消息與賽後討論。'), privacy: 'public', topic: 'football', ownerId: 12, size: 120 },
  { id: 3, name: L('Cộng đồng Pickleball Sài Gòn', 'Saigon Pickleball Community', '西貢匹克球社群'), description: L('Tìm bạn đánh pickleball, chia sẻ sân và kinh nghiệm chọn vợt.', 'Find pickleball partners, share courts and paddle tips.', '尋找匹克球球友，分享球場與選拍心得。'), privacy: 'public', topic: 'pickleball', ownerId: 104, size: 70 },
  { id: 4, name: L('Bóng rổ phong trào TP.HCM', 'HCMC Streetball', '胡志明市街頭籃球'), description: L('Lịch đấu giao hữu, tuyển thành viên và chia sẻ bài tập bóng rổ.', 'Friendly games, team recruiting and basketball drills.', '友誼賽時間、招募隊員與籃球訓練分享。'), privacy: 'public', topic: 'basketball', ownerId: 18, size: 60 },
  { id: 5, name: L('Esports Liên Minh Huyền Thoại VN', 'League of Legends Vietnam', '越南英雄聯盟電競'), description: L('Bàn luận VCS, LCK, CKTG và tìm đồng đội leo rank.', 'Talk about VCS, LCK and Worlds, and find a duo for ranked.', '討論VCS、LCK與世界賽，尋找積分隊友。'), privacy: 'public', topic: 'esport', ownerId: 21, size: 110 },
  { id: 6, name: L('Hội yêu cầu lông Đà Nẵng', 'Da Nang Badminton Lovers', '峴港羽毛球愛好者'), description: L('Giao lưu cầu lông mỗi tối tại Đà Nẵng, mọi trình độ đều chào đón.', 'Badminton meet-ups every evening in Da Nang; all levels welcome.', '每晚在峴港的羽毛球交流，歡迎各種程度。'), privacy: 'public', topic: 'badminton', ownerId: 130, size: 45 },
  { id: 7, name: L('Soi kèo Ngoại hạng Anh', 'Premier League Tips', '英超賽事分析'), description: L('Phân tích phong độ, đội hình và nhận định các trận Ngoại hạng Anh mỗi tuần.', 'Form, line-ups and previews of every Premier League round.', '每週英超賽事的狀態、陣容與賽前分析。'), privacy: 'private', topic: 'tips', ownerId: 14, size: 80 },
  { id: 8, name: L('Chạy bộ Hà Nội', 'Hanoi Runners', '河內跑步會'), description: L('Chạy quanh Hồ Gươm, Hồ Tây mỗi sáng cuối tuần; chia sẻ giáo án chạy marathon.', 'Weekend morning runs around Hoan Kiem and West Lake; marathon plans shared.', '週末清晨環還劍湖與西湖跑步，分享馬拉松訓練計畫。'), privacy: 'public', topic: 'running', ownerId: 150, size: 55 },
  { id: 9, name: L('Bóng chuyền nữ Việt Nam', "Vietnam Women's Volleyball Fans", '越南女排球迷'), description: L('Cổ vũ đội tuyển bóng chuyền nữ và các CLB trong nước.', "Cheering the women's national volleyball team and local clubs.", '為越南女排國家隊與國內球會加油。'), privacy: 'public', topic: 'volleyball', ownerId: 25, size: 65 },
  { id: 10, name: L('Tennis cuối tuần Hà Nội', 'Hanoi Weekend Tennis', '河內週末網球'), description: L('Ghép đôi đánh tennis cuối tuần, chia tiền sân, học hỏi kỹ thuật.', 'Weekend tennis pairings, shared court fees and technique tips.', '週末網球配對、分攤場租、切磋技術。'), privacy: 'public', topic: 'tennis', ownerId: 170, size: 40 },
  { id: 11, name: L('Câu lạc bộ Bi-a Sài Gòn', 'Saigon Billiards Club', '西貢撞球俱樂部'), description: L('Giao lưu bi-a lỗ và carom, cập nhật các giải đấu chuyên nghiệp.', 'Pool and carom meet-ups, with news from the pro tours.', '花式撞球與開倫撞球交流，追蹤職業賽事。'), privacy: 'public', topic: 'billiard', ownerId: 190, size: 35 },
  { id: 12, name: L('Fan Real Madrid Việt Nam', 'Real Madrid Fans Vietnam', '皇馬越南球迷會'), description: L('Madridista Việt Nam: xem chung Champions League và La Liga.', 'Vietnamese Madridistas watching the Champions League and La Liga together.', '越南皇馬球迷一起觀看歐冠與西甲。'), privacy: 'public', topic: 'football', ownerId: 16, size: 85 },
  { id: 13, name: L('Đội tuyển Việt Nam – Tiếp lửa', 'Vietnam National Team Fans', '越南國家隊後援會'), description: L('Tiếp lửa cho Những chiến binh sao vàng ở mọi giải đấu.', 'Backing the Golden Star Warriors at every tournament.', '在每項賽事中為金星戰士加油。'), privacy: 'public', topic: 'football', ownerId: 10, size: 150 },
  { id: 14, name: L('Hội BLV và Streamer', 'Commentators and Streamers Circle', '解說員與主播圈'), description: L('Nhóm kín của bình luận viên: chia sẻ kinh nghiệm dẫn trận, thiết bị và lịch phát sóng.', 'A private circle for commentators: match-calling craft, gear and broadcast schedules.', '解說員的私密社團：分享解說經驗、器材與直播時間表。'), privacy: 'private', topic: 'chat', ownerId: 10, size: 30 },
  { id: 15, name: L('Đua bi – Marble Racing Fans', 'Marble Racing Fans', '彈珠賽跑迷'), description: L('Theo dõi các giải đua bi, dự đoán đội bi vô địch và chia sẻ khoảnh khắc vui.', 'Following marble races, picking champions and sharing the fun moments.', '追蹤彈珠賽跑、預測冠軍並分享趣味時刻。'), privacy: 'public', topic: 'marble', ownerId: 22, size: 40 },
];

export interface EventSeed {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  placeId: number;
  groupId: number | null;
  hostId: number;
  /** Days from today (Vietnam time); negative is past. */
  dayOffset: number;
  /** Start, minutes after local midnight. */
  startMinute: number;
  durationMinutes: number;
}

export const EVENTS: EventSeed[] = [
  { id: 1, title: L('Xem chung derby Manchester', 'Manchester derby watch party', '曼徹斯特德比觀賽派對'), description: L('Màn hình LED 150 inch, đồ uống ưu đãi cho thành viên nhóm.', 'A 150-inch LED screen and drink deals for group members.', '150吋LED大螢幕，社團成員享飲品優惠。'), placeId: 13, groupId: 2, hostId: 12, dayOffset: 2, startMinute: 22 * 60 + 30, durationMinutes: 150 },
  { id: 2, title: L('Giải pickleball giao hữu mùa đông', 'Winter friendly pickleball tournament', '冬季匹克球友誼賽'), description: L('Thi đấu đôi nam nữ, chia bảng theo trình độ, có giải thưởng.', 'Mixed doubles, grouped by level, with prizes.', '混合雙打，依程度分組，設有獎品。'), placeId: 17, groupId: 3, hostId: 104, dayOffset: 5, startMinute: 7 * 60, durationMinutes: 300 },
  { id: 3, title: L('Cổ vũ Hà Nội FC tại Hàng Đẫy', 'Cheering Hanoi FC at Hang Day', '在行隊體育場為河內FC加油'), description: L('Tập trung trước cổng B lúc 18:00, mặc áo tím.', 'Meet at gate B at 18:00 wearing purple.', '18:00在B門集合，請穿紫色球衣。'), placeId: 2, groupId: 1, hostId: 11, dayOffset: 3, startMinute: 19 * 60 + 15, durationMinutes: 120 },
  { id: 4, title: L('Chạy bộ 10 km quanh Mỹ Đình', 'My Dinh 10 km run', '美亭10公里跑'), description: L('Xuất phát 5:30 sáng trước cổng chính sân vận động, tốc độ 6:00/km, có nhóm chạy chậm. #ChayBo #HaNoi', 'Start at 5:30 at the stadium’s main gate, pace 6:00/km, with a slower group too. #ChayBo #HaNoi', '清晨5:30在體育場正門出發，配速每公里6分鐘，另有慢跑組。#ChayBo #HaNoi'), placeId: 1, groupId: 8, hostId: 150, dayOffset: 1, startMinute: 5 * 60 + 30, durationMinutes: 120 },
  { id: 5, title: L('Xem chung chung kết CKTG LMHT', 'Worlds final watch party', '英雄聯盟世界賽決賽觀賽'), description: L('Bình luận tiếng Việt trực tiếp, mini game dự đoán tỉ số.', 'Live Vietnamese commentary and a score-prediction mini game.', '現場越語解說與比分預測小遊戲。'), placeId: 22, groupId: 5, hostId: 21, dayOffset: -6, startMinute: 14 * 60, durationMinutes: 300 },
  { id: 6, title: L('Giao lưu cầu lông tối thứ Sáu', 'Friday night badminton meet-up', '週五晚間羽毛球交流'), description: L('Chia cặp ngẫu nhiên, mang theo vợt và giày đế kếp.', 'Random pairings; bring a racket and court shoes.', '隨機配對，請自備球拍與膠底鞋。'), placeId: 19, groupId: 6, hostId: 130, dayOffset: 0, startMinute: 19 * 60, durationMinutes: 180 },
  { id: 7, title: L('Offline Fan Real Madrid mùa giải mới', 'Real Madrid fans season kick-off', '皇馬球迷新賽季聚會'), description: L('Gặp mặt thành viên, phát áo đấu và xem chung trận mở màn.', 'Meet the members, get a jersey and watch the opener together.', '成員見面、發放球衣並一起觀看揭幕戰。'), placeId: 11, groupId: 12, hostId: 16, dayOffset: -12, startMinute: 20 * 60, durationMinutes: 240 },
  { id: 8, title: L('Giải bóng rổ 3x3 Công viên Lê Văn Tám', 'Le Van Tam Park 3x3 basketball cup', '黎文滲公園3x3籃球賽'), description: L('16 đội, thể thức loại trực tiếp, đăng ký theo đội 4 người.', '16 teams, knockout format; register as a team of four.', '16隊單淘汰賽，以四人隊伍報名。'), placeId: 21, groupId: 4, hostId: 18, dayOffset: 9, startMinute: 8 * 60, durationMinutes: 480 },
  { id: 9, title: L('Cổ vũ đội tuyển Việt Nam tại Mỹ Đình', 'Backing Vietnam at My Dinh', '在美亭為越南隊加油'), description: L('Đi chung xe buýt từ trung tâm, phát cờ và băng rôn.', 'Shared bus from the centre; flags and banners provided.', '從市中心共乘巴士，提供旗幟與橫幅。'), placeId: 1, groupId: 13, hostId: 10, dayOffset: 14, startMinute: 19 * 60 + 30, durationMinutes: 180 },
  { id: 10, title: L('Buổi học chiến thuật bóng đá cho BLV', 'Football tactics session for commentators', '解說員足球戰術課'), description: L('Phân tích sơ đồ 4-3-3 và pressing tầm cao qua video.', 'Video analysis of the 4-3-3 and the high press.', '透過影片分析4-3-3陣型與高位逼搶。'), placeId: 12, groupId: 14, hostId: 10, dayOffset: 4, startMinute: 15 * 60, durationMinutes: 120 },
  { id: 11, title: L('Xem chung bóng chuyền nữ SEA Games', "SEA Games women's volleyball watch party", '東南亞運動會女排觀賽'), description: L('Cùng cổ vũ đội tuyển nữ trong trận bán kết.', "Cheer the women's team through the semi-final.", '一起為女排準決賽加油。'), placeId: 23, groupId: 9, hostId: 25, dayOffset: -3, startMinute: 16 * 60, durationMinutes: 150 },
  { id: 12, title: L('Giải bi-a lỗ mở rộng Sài Gòn', 'Saigon open pool tournament', '西貢公開花式撞球賽'), description: L('Thể thức 9 bi, chạm 7, lệ phí 200.000đ mỗi cơ thủ.', '9-ball, race to 7; entry fee 200,000 VND per player.', '九號球，搶七，每位選手報名費20萬越盾。'), placeId: 22, groupId: 11, hostId: 190, dayOffset: 20, startMinute: 13 * 60, durationMinutes: 420 },
  { id: 13, title: L('Tennis đôi cuối tuần', 'Weekend doubles tennis', '週末網球雙打'), description: L('Ghép đôi theo trình độ NTRP 3.0–4.0.', 'Pairs by NTRP level 3.0–4.0.', '依NTRP 3.0–4.0程度配對。'), placeId: 20, groupId: 10, hostId: 170, dayOffset: -1, startMinute: 6 * 60 + 30, durationMinutes: 180 },
  { id: 14, title: L('Đêm dự đoán đua bi', 'Marble race prediction night', '彈珠賽跑預測之夜'), description: L('Xem trực tiếp giải đua bi, ai đoán đúng nhiều nhất nhận quà.', 'Watch the marble league live; the best predictor wins a prize.', '現場觀看彈珠聯賽，預測最準者可獲獎品。'), placeId: 15, groupId: 15, hostId: 22, dayOffset: 7, startMinute: 20 * 60, durationMinutes: 120 },
  { id: 15, title: L('Cổ vũ Thép Xanh Nam Định', 'Cheering Thep Xanh Nam Dinh', '為南定鋼藍加油'), description: L('Chảo lửa Thiên Trường, đi sớm để có chỗ ngồi đẹp.', 'The Thien Truong cauldron; come early for good seats.', '天長體育場氣氛火熱，早點到才有好位子。'), placeId: 6, groupId: null, hostId: 15, dayOffset: -9, startMinute: 18 * 60, durationMinutes: 120 },
  { id: 16, title: L('Xem chung El Clásico', 'El Clásico watch party', '國家德比觀賽派對'), description: L('Chia khu fan hai đội, có MC và quà may mắn.', 'Separate sections for each side, an MC and lucky draws.', '兩隊球迷分區，有主持人與幸運抽獎。'), placeId: 14, groupId: 12, hostId: 16, dayOffset: 11, startMinute: 21 * 60, durationMinutes: 180 },
  { id: 17, title: L('Đá bóng mini giao lưu Hoàng Mai', 'Hoang Mai five-a-side friendly', '黃梅小型足球友誼賽'), description: L('Sân 7 người, chia đội tại chỗ, mang áo hai màu.', 'Seven-a-side; teams picked on the spot; bring a light and a dark shirt.', '七人制，現場分隊，請帶深淺兩色上衣。'), placeId: 18, groupId: 1, hostId: 120, dayOffset: 28, startMinute: 17 * 60 + 30, durationMinutes: 120 },
];

export interface RoomSeed {
  id: number;
  name: LocalizedText;
  topic: LocalizedText;
  tags: string[];
  ownerId: number;
  isVip: boolean;
  /** Days since the room was opened. */
  ageDays: number;
}

export const ROOMS: RoomSeed[] = [
  { id: 1, name: L('Ngoại hạng Anh – Bàn tròn', 'Premier League Round Table', '英超圓桌'), topic: L('Bình luận mọi trận Ngoại hạng Anh', 'Every Premier League match, discussed', '討論每一場英超'), tags: ['football', 'chat'], ownerId: 10, isVip: false, ageDays: 320 },
  { id: 2, name: L('V-League Nóng', 'V-League Hot Seat', '越南聯賽熱議'), topic: L('Tin tức và tranh luận V-League', 'V-League news and debate', '越南聯賽新聞與辯論'), tags: ['football'], ownerId: 11, isVip: false, ageDays: 280 },
  { id: 3, name: L('Góc soi kèo', 'Tips Corner', '賽事分析角'), topic: L('Chia sẻ nhận định trước trận', 'Pre-match previews', '分享賽前分析'), tags: ['tips', 'football'], ownerId: 14, isVip: true, ageDays: 250 },
  { id: 4, name: L('NBA Việt Nam', 'NBA Vietnam', 'NBA越南'), topic: L('Bóng rổ NBA mỗi sáng', 'NBA every morning', '每天早上的NBA'), tags: ['basketball'], ownerId: 18, isVip: false, ageDays: 200 },
  { id: 5, name: L('LMHT – Đường đến CKTG', 'LoL – Road to Worlds', '英雄聯盟世界賽之路'), topic: L('VCS, LCK và CKTG', 'VCS, LCK and Worlds', 'VCS、LCK與世界賽'), tags: ['esport'], ownerId: 21, isVip: false, ageDays: 190 },
  { id: 6, name: L('Đường đua bi', 'Marble Track', '彈珠賽道'), topic: L('Cổ vũ đội bi yêu thích', 'Cheer for your marble team', '為你支持的彈珠隊加油'), tags: ['marble'], ownerId: 22, isVip: false, ageDays: 120 },
  { id: 7, name: L('Casino Live Lounge', 'Casino Live Lounge', '真人娛樂場交誼廳'), topic: L('Trò chuyện khi xem casino trực tiếp', 'Chat while the live casino rolls', '觀看真人娛樂場時聊天'), tags: ['casino'], ownerId: 23, isVip: true, ageDays: 150 },
  { id: 8, name: L('Tám chuyện đêm khuya', 'Late Night Chat', '深夜閒聊'), topic: L('Chuyện thể thao và đời sống sau 22h', 'Sport and life after 10 pm', '晚上十點後的體育與生活'), tags: ['chat'], ownerId: 24, isVip: false, ageDays: 300 },
  { id: 9, name: L('Quỷ đỏ thành Manchester', 'Red Devils', '曼聯紅魔'), topic: L('Dành cho fan Manchester United', 'For Manchester United fans', '曼聯球迷專屬'), tags: ['football'], ownerId: 12, isVip: false, ageDays: 260 },
  { id: 10, name: L('The Kop Việt Nam', 'The Kop Vietnam', '利物浦越南Kop'), topic: L('You will never walk alone', 'You will never walk alone', '你永遠不會獨行'), tags: ['football'], ownerId: 13, isVip: false, ageDays: 240 },
  { id: 11, name: L('Barça Cules', 'Barça Cules', '巴薩球迷'), topic: L('Més que un club', 'Més que un club', '不僅是一傢俱樂部'), tags: ['football'], ownerId: 17, isVip: false, ageDays: 90 },
  { id: 12, name: L('Champions League Night', 'Champions League Night', '歐冠之夜'), topic: L('Đêm Cúp C1, xem cùng nhau', 'Cup nights, watched together', '歐冠之夜一起看'), tags: ['football', 'vip'], ownerId: 10, isVip: true, ageDays: 60 },
  { id: 13, name: L('Serie A Calcio', 'Serie A Calcio', '意甲足球'), topic: L('Chiến thuật và bóng đá Ý', 'Italian football and tactics', '義大利足球與戰術'), tags: ['football'], ownerId: 19, isVip: false, ageDays: 45 },
  { id: 14, name: L('Quần vợt Grand Slam', 'Grand Slam Tennis', '網球大滿貫'), topic: L('Bốn giải Grand Slam và ATP Tour', 'The four majors and the ATP Tour', '四大滿貫與ATP巡迴賽'), tags: ['tennis'], ownerId: 26, isVip: false, ageDays: 30 },
  { id: 15, name: L('Cầu lông Việt', 'Vietnam Badminton', '越南羽毛球'), topic: L('Giải BWF và phong trào', 'BWF tour and grassroots play', 'BWF賽事與業餘球友'), tags: ['badminton'], ownerId: 27, isVip: false, ageDays: 25 },
  { id: 16, name: L('Bóng chuyền Việt Nam', 'Vietnam Volleyball', '越南排球'), topic: L('Đội tuyển và giải VĐQG', 'National teams and the league', '國家隊與全國聯賽'), tags: ['volleyball'], ownerId: 25, isVip: false, ageDays: 20 },
  { id: 17, name: L('Pickleball Hội Quán', 'Pickleball Clubhouse', '匹克球會館'), topic: L('Môn thể thao đang hot nhất', 'The hottest sport around', '最熱門的運動'), tags: ['pickleball'], ownerId: 28, isVip: false, ageDays: 12 },
  { id: 18, name: L('Valorant VN', 'Valorant VN', '特戰英豪越南'), topic: L('VCT và rank Việt Nam', 'VCT and the Vietnamese ladder', 'VCT與越南積分'), tags: ['esport'], ownerId: 29, isVip: false, ageDays: 8 },
  { id: 19, name: L('Liên Quân Mobile', 'Arena of Valor', '傳說對決'), topic: L('ĐTDV và meta mới', 'The pro league and the new meta', '職業聯賽與新版本'), tags: ['esport'], ownerId: 30, isVip: false, ageDays: 5 },
  { id: 20, name: L('Phòng VIP của BLV', "Commentator's VIP Lounge", '解說員VIP包廂'), topic: L('Giao lưu riêng với BLV', 'A private chat with the commentator', '與解說員私下交流'), tags: ['vip', 'football'], ownerId: 10, isVip: true, ageDays: 3 },
  { id: 21, name: L('Bi-a Carom 3 băng', 'Three-Cushion Billiards', '三顆星撞球'), topic: L('Cơ thủ Việt trên đấu trường thế giới', 'Vietnamese cueists on the world stage', '越南撞球手征戰世界'), tags: ['billiard'], ownerId: 31, isVip: false, ageDays: 2 },
  { id: 22, name: L('Chạy bộ mỗi ngày', 'Daily Runners', '每日跑者'), topic: L('Khoe thành tích, rủ nhau chạy', 'Share your runs, find a partner', '分享成績，相約跑步'), tags: ['running', 'chat'], ownerId: 32, isVip: false, ageDays: 1 },
];
