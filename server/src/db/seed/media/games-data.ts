/** Seed data of games: categories with their rules of play, and invented game titles. */
import type { LocalizedText } from '../../../i18n.ts';
import type { LocalizedLines } from '../../schema/media.ts';

export interface GameCategorySeed {
  slug: string;
  name: LocalizedText;
  /** `{name}` is replaced by the game's name. */
  description: LocalizedText;
  howToPlay: LocalizedText;
  instructions: LocalizedLines;
}

export const gameCategorySeed: GameCategorySeed[] = [
  {
    slug: 'hanh-dong',
    name: { vi: 'Hành động', en: 'Action', zh: '動作' },
    description: {
      vi: '{name} là trò chơi hành động nhịp độ nhanh: né tránh, tấn công và vượt qua từng màn.',
      en: '{name} is a fast-paced action game: dodge, strike and clear every stage.',
      zh: '《{name}》是一款快節奏動作遊戲：閃避、攻擊，闖過每一關。',
    },
    howToPlay: {
      vi: 'Di chuyển bằng phím mũi tên, tấn công bằng phím cách. Hết máu là thua.',
      en: 'Move with the arrow keys and attack with the space bar. You lose when your health runs out.',
      zh: '用方向鍵移動，空白鍵攻擊。生命值歸零即失敗。',
    },
    instructions: {
      vi: ['Dùng phím mũi tên hoặc vuốt để di chuyển.', 'Nhấn phím cách hoặc chạm để tấn công.', 'Nhặt tim để hồi máu.', 'Hạ trùm cuối để qua màn.'],
      en: ['Use the arrow keys or swipe to move.', 'Press space or tap to attack.', 'Pick up hearts to heal.', 'Defeat the boss to clear the stage.'],
      zh: ['使用方向鍵或滑動來移動。', '按空白鍵或點擊來攻擊。', '撿起愛心回復生命。', '擊敗頭目即可過關。'],
    },
  },
  {
    slug: 'giai-do',
    name: { vi: 'Giải đố', en: 'Puzzle', zh: '益智' },
    description: {
      vi: '{name} là trò chơi giải đố thử thách trí nhớ và tư duy logic.',
      en: '{name} is a puzzle game that tests memory and logic.',
      zh: '《{name}》是一款考驗記憶與邏輯的益智遊戲。',
    },
    howToPlay: {
      vi: 'Ghép các ô giống nhau để ghi điểm trước khi hết giờ.',
      en: 'Match identical tiles to score before time runs out.',
      zh: '在時間結束前配對相同的方塊得分。',
    },
    instructions: {
      vi: ['Chạm vào hai ô liền kề để đổi chỗ.', 'Ghép ba ô cùng loại trở lên để xóa.', 'Chuỗi liên tiếp được thưởng điểm.', 'Hết giờ thì trò chơi kết thúc.'],
      en: ['Tap two neighbouring tiles to swap them.', 'Line up three or more alike to clear them.', 'Chains earn bonus points.', 'The game ends when time runs out.'],
      zh: ['點擊兩個相鄰方塊交換位置。', '三個以上相同方塊連成一線即可消除。', '連鎖消除可獲得額外分數。', '時間結束時遊戲結束。'],
    },
  },
  {
    slug: 'the-thao',
    name: { vi: 'Thể thao', en: 'Sports', zh: '體育' },
    description: {
      vi: '{name} đưa bạn vào sân đấu với những trận cầu nghẹt thở.',
      en: '{name} puts you on the pitch for breathtaking matches.',
      zh: '《{name}》帶你走進賽場，體驗扣人心弦的比賽。',
    },
    howToPlay: {
      vi: 'Kéo để ngắm, thả để sút. Ghi nhiều bàn nhất trong 90 giây.',
      en: 'Drag to aim and release to shoot. Score the most goals in 90 seconds.',
      zh: '拖曳瞄準，放開射門。在90秒內進最多球。',
    },
    instructions: {
      vi: ['Kéo chuột hoặc ngón tay để chọn hướng.', 'Kéo càng xa, lực càng mạnh.', 'Thủ môn di chuyển ngẫu nhiên.', 'Mỗi bàn thắng được 100 điểm.'],
      en: ['Drag with the mouse or a finger to aim.', 'The longer the drag, the harder the shot.', 'The keeper moves at random.', 'Each goal is worth 100 points.'],
      zh: ['用滑鼠或手指拖曳選擇方向。', '拖得越遠，力道越大。', '守門員會隨機移動。', '每進一球得100分。'],
    },
  },
  {
    slug: 'dua-xe',
    name: { vi: 'Đua xe', en: 'Racing', zh: '賽車' },
    description: {
      vi: '{name} là trò chơi đua xe tốc độ trên những cung đường Việt Nam.',
      en: '{name} is a high-speed racing game on Vietnamese roads.',
      zh: '《{name}》是一款在越南公路上高速競速的賽車遊戲。',
    },
    howToPlay: {
      vi: 'Tăng tốc, đánh lái qua khúc cua và về đích đầu tiên.',
      en: 'Accelerate, steer through the bends and finish first.',
      zh: '加速、過彎，第一個衝過終點。',
    },
    instructions: {
      vi: ['Phím lên để tăng tốc, phím xuống để phanh.', 'Phím trái phải để đánh lái.', 'Nhặt bình xăng để đi tiếp.', 'Va chạm làm xe chậm lại.'],
      en: ['Up to accelerate, down to brake.', 'Left and right to steer.', 'Collect fuel cans to keep going.', 'Crashes slow you down.'],
      zh: ['上鍵加速，下鍵煞車。', '左右鍵轉向。', '收集油桶才能繼續前進。', '碰撞會讓車速變慢。'],
    },
  },
  {
    slug: 'chien-thuat',
    name: { vi: 'Chiến thuật', en: 'Strategy', zh: '策略' },
    description: {
      vi: '{name} là trò chơi chiến thuật: xây dựng, phòng thủ và mở rộng lãnh thổ.',
      en: '{name} is a strategy game: build, defend and expand your land.',
      zh: '《{name}》是一款策略遊戲：建設、防守並擴張領土。',
    },
    howToPlay: {
      vi: 'Đặt công trình phòng thủ dọc đường đi để chặn các đợt tấn công.',
      en: 'Place defences along the path to stop every wave.',
      zh: '沿著路線佈置防禦建築，擋下每一波攻擊。',
    },
    instructions: {
      vi: ['Chọn công trình ở thanh bên dưới.', 'Chạm vào ô trống để xây.', 'Hạ địch để nhận vàng.', 'Nâng cấp để mạnh hơn.'],
      en: ['Pick a building from the bottom bar.', 'Tap an empty tile to build.', 'Defeat enemies to earn gold.', 'Upgrade to grow stronger.'],
      zh: ['從下方工具列選擇建築。', '點擊空地進行建造。', '擊敗敵人獲得金幣。', '升級讓防禦更強。'],
    },
  },
  {
    slug: 'the-bai',
    name: { vi: 'Thẻ bài', en: 'Cards', zh: '卡牌' },
    description: {
      vi: '{name} là trò chơi thẻ bài giải trí, không dùng tiền thật.',
      en: '{name} is a casual card game played without real money.',
      zh: '《{name}》是一款休閒卡牌遊戲，不涉及真實金錢。',
    },
    howToPlay: {
      vi: 'Đánh hết bài trên tay trước các đối thủ để chiến thắng.',
      en: 'Play out every card in your hand before your opponents to win.',
      zh: '比對手更早出完手上的牌即可獲勝。',
    },
    instructions: {
      vi: ['Mỗi người được chia 13 lá.', 'Đánh bộ lớn hơn bộ vừa ra.', 'Không đánh được thì bỏ lượt.', 'Hết bài trước là thắng.'],
      en: ['Each player is dealt 13 cards.', 'Play a higher set than the last one.', 'Pass if you cannot play.', 'The first to run out of cards wins.'],
      zh: ['每位玩家發13張牌。', '出比上一手更大的牌組。', '無法出牌時跳過。', '最先出完牌者獲勝。'],
    },
  },
];

export const gameSeed: { category: string; name: LocalizedText }[] = [
  { category: 'hanh-dong', name: { vi: 'Chiến Binh Lạc Việt', en: 'Lac Viet Warrior', zh: '雒越戰士' } },
  { category: 'hanh-dong', name: { vi: 'Ninja Phố Cổ', en: 'Old Quarter Ninja', zh: '古街忍者' } },
  { category: 'hanh-dong', name: { vi: 'Rồng Thiêng', en: 'Sacred Dragon', zh: '神龍' } },
  { category: 'hanh-dong', name: { vi: 'Sứ Giả Bóng Đêm', en: 'Night Envoy', zh: '暗夜使者' } },
  { category: 'hanh-dong', name: { vi: 'Đảo Hải Tặc', en: 'Pirate Island', zh: '海盜島' } },
  { category: 'hanh-dong', name: { vi: 'Thánh Gióng Phi Ngựa', en: 'Giong Rides', zh: '扶董天王' } },
  { category: 'giai-do', name: { vi: 'Ghép Hoa Sen', en: 'Lotus Match', zh: '蓮花連連看' } },
  { category: 'giai-do', name: { vi: 'Mê Cung Tre', en: 'Bamboo Maze', zh: '竹林迷宮' } },
  { category: 'giai-do', name: { vi: 'Ô Chữ Việt', en: 'Viet Crossword', zh: '越南填字' } },
  { category: 'giai-do', name: { vi: 'Xếp Gạch Bát Tràng', en: 'Bat Trang Blocks', zh: '缽場方塊' } },
  { category: 'giai-do', name: { vi: 'Lật Thẻ Trí Nhớ', en: 'Memory Flip', zh: '記憶翻牌' } },
  { category: 'giai-do', name: { vi: 'Nối Đèn Lồng', en: 'Lantern Link', zh: '燈籠連線' } },
  { category: 'the-thao', name: { vi: 'Sút Phạt Đền', en: 'Penalty Shootout', zh: '點球大戰' } },
  { category: 'the-thao', name: { vi: 'Vua Bóng Rổ', en: 'Basketball King', zh: '籃球之王' } },
  { category: 'the-thao', name: { vi: 'Cầu Lông Sân Trường', en: 'Schoolyard Badminton', zh: '校園羽球' } },
  { category: 'the-thao', name: { vi: 'Đá Cầu Vui Nhộn', en: 'Shuttlecock Kick', zh: '趣味踢毽' } },
  { category: 'the-thao', name: { vi: 'Bóng Chuyền Bãi Biển', en: 'Beach Volleyball', zh: '沙灘排球' } },
  { category: 'dua-xe', name: { vi: 'Đua Xe Đèo Hải Vân', en: 'Hai Van Pass Rally', zh: '海雲嶺拉力賽' } },
  { category: 'dua-xe', name: { vi: 'Xe Máy Phố Phường', en: 'Scooter City', zh: '機車街頭' } },
  { category: 'dua-xe', name: { vi: 'Đua Thuyền Sông Hàn', en: 'Han River Boat Race', zh: '韓江賽艇' } },
  { category: 'dua-xe', name: { vi: 'Tốc Độ Xuyên Việt', en: 'Trans-Viet Speed', zh: '縱貫越南極速' } },
  { category: 'dua-xe', name: { vi: 'Đua Xích Lô', en: 'Cyclo Dash', zh: '三輪車衝刺' } },
  { category: 'chien-thuat', name: { vi: 'Thủ Thành Cổ Loa', en: 'Co Loa Defence', zh: '古螺城防衛' } },
  { category: 'chien-thuat', name: { vi: 'Bạch Đằng Giang', en: 'Bach Dang River', zh: '白藤江' } },
  { category: 'chien-thuat', name: { vi: 'Nông Trại Vui Vẻ', en: 'Happy Farm', zh: '歡樂農場' } },
  { category: 'chien-thuat', name: { vi: 'Đế Chế Lúa Vàng', en: 'Golden Rice Empire', zh: '金稻帝國' } },
  { category: 'chien-thuat', name: { vi: 'Cờ Tướng Online', en: 'Xiangqi Online', zh: '線上象棋' } },
  { category: 'the-bai', name: { vi: 'Tiến Lên Miền Nam', en: 'Southern Tien Len', zh: '南方前進牌' } },
  { category: 'the-bai', name: { vi: 'Phỏm Vui', en: 'Phom Fun', zh: '歡樂碰牌' } },
  { category: 'the-bai', name: { vi: 'Xì Dách Bạn Bè', en: 'Friendly Blackjack', zh: '朋友二十一點' } },
  { category: 'the-bai', name: { vi: 'Bài Cào Tết', en: 'Tet Three Cards', zh: '新年三張牌' } },
  { category: 'the-bai', name: { vi: 'Solitaire Hoa Mai', en: 'Apricot Blossom Solitaire', zh: '梅花接龍' } },
];
