/** Seed data of games: categories, what each of the site's HTML5 games is, and invented game titles. */
import type { LocalizedText } from '../../../i18n.ts';
import type { LocalizedLines } from '../../schema/media.ts';
import type { GameEngine } from '../../../../../contracts/game-engines.ts';

export interface GameCategorySeed {
  slug: string;
  name: LocalizedText;
}

export const gameCategorySeed: GameCategorySeed[] = [
  { slug: 'hanh-dong', name: { vi: 'Hành động', en: 'Action', zh: '動作' } },
  { slug: 'giai-do', name: { vi: 'Giải đố', en: 'Puzzle', zh: '益智' } },
  { slug: 'the-thao', name: { vi: 'Thể thao', en: 'Sports', zh: '體育' } },
  { slug: 'dua-xe', name: { vi: 'Đua xe', en: 'Racing', zh: '賽車' } },
  { slug: 'chien-thuat', name: { vi: 'Chiến thuật', en: 'Strategy', zh: '策略' } },
  { slug: 'the-bai', name: { vi: 'Thẻ bài', en: 'Cards', zh: '卡牌' } },
];

export interface GameEngineSeed {
  /** `{name}` is replaced by the game's name. */
  description: LocalizedText;
  howToPlay: LocalizedText;
  instructions: LocalizedLines;
}

/** What each HTML5 game is and how it is played: the texts of every title that plays it. */
export const gameEngineSeed: Record<GameEngine, GameEngineSeed> = {
  penalty: {
    description: {
      vi: '{name}: loạt sút luân lưu 5 quả trước một thủ môn biết đoán ý. Chọn góc, canh lực và đánh bại anh ta.',
      en: '{name}: a five-kick penalty shoot-out against a keeper who reads your run-up. Pick a corner, time your power and beat him.',
      zh: '《{name}》：五輪點球大戰，對手門將會預判你的助跑。選好角度、掌握力道，攻破球門。',
    },
    howToPlay: {
      vi: 'Chọn hướng sút, dừng thanh lực đúng lúc rồi sút. Mỗi bàn 100 điểm, sút vào góc trên được thưởng thêm.',
      en: 'Choose where to shoot, stop the power bar at the right moment and shoot. Each goal is 100 points, a top corner earns a bonus.',
      zh: '選擇射門方向，在適當時機停下力量條後射門。每進一球得100分，射進上角另有獎勵。',
    },
    instructions: {
      vi: ['Phím mũi tên hoặc chạm vào khung thành để chọn hướng.', 'Phím cách hoặc chạm nút Sút để dừng thanh lực.', 'Lực quá mạnh bóng sẽ đi vọt xà.', 'Năm quả sút, ghi càng nhiều bàn càng tốt.'],
      en: ['Arrow keys or a tap on the goal choose the direction.', 'Space or the Shoot button stops the power bar.', 'Too much power sends the ball over the bar.', 'Five kicks: score as many as you can.'],
      zh: ['方向鍵或點擊球門選擇方向。', '空白鍵或「射門」按鈕停下力量條。', '力量太大球會飛越橫樑。', '共五腳射門，盡量多進球。'],
    },
  },
  keepy: {
    description: {
      vi: '{name}: tâng bóng không để rơi. Bóng nảy nhanh dần và gió đổi chiều liên tục.',
      en: '{name}: keep the ball in the air. It bounces faster and faster while the wind keeps changing.',
      zh: '《{name}》：顛球不落地。球越彈越快，風向還會不斷改變。',
    },
    howToPlay: {
      vi: 'Di chuyển cầu thủ dưới quả bóng; mỗi lần chạm bóng được 1 điểm. Bóng chạm đất là hết lượt.',
      en: 'Move the player under the ball; every touch is 1 point. The round ends when the ball hits the ground.',
      zh: '移動球員到球的下方；每觸球一次得1分。球落地即結束。',
    },
    instructions: {
      vi: ['Phím trái phải hoặc kéo ngón tay để di chuyển.', 'Chạm bóng bằng đầu để tâng lên.', 'Chạm lệch tâm bóng sẽ bay chéo.', 'Bóng rơi xuống đất là kết thúc.'],
      en: ['Left and right arrows, or drag a finger, to move.', 'Meet the ball with your head to keep it up.', 'An off-centre touch sends it sideways.', 'The round ends when the ball lands.'],
      zh: ['用左右方向鍵或拖曳手指移動。', '用頭頂球讓它保持在空中。', '偏離中心的觸球會讓球斜飛。', '球落地即結束。'],
    },
  },
  quiz: {
    description: {
      vi: '{name}: câu đố bóng đá từ chính dữ liệu của trang: sân vận động, huấn luyện viên, cầu thủ và giải đấu.',
      en: '{name}: a football quiz built from the site’s own data: stadiums, managers, players and leagues.',
      zh: '《{name}》：以本站資料出題的足球問答：球場、教練、球員與聯賽。',
    },
    howToPlay: {
      vi: 'Mười câu hỏi, mỗi câu bốn đáp án. Trả lời đúng được 100 điểm, trả lời nhanh được thưởng thêm.',
      en: 'Ten questions with four answers each. A right answer is 100 points, a quick one earns a bonus.',
      zh: '共十題，每題四個選項。答對得100分，答得快另有獎勵。',
    },
    instructions: {
      vi: ['Chạm vào đáp án hoặc nhấn phím 1–4.', 'Mỗi câu có 15 giây.', 'Đáp án đúng hiện ra sau mỗi câu.', 'Câu hỏi đổi mỗi lượt chơi.'],
      en: ['Tap an answer or press 1–4.', 'Each question has 15 seconds.', 'The right answer shows after each question.', 'The questions change every round.'],
      zh: ['點擊答案或按數字鍵1–4。', '每題限時15秒。', '每題結束後顯示正確答案。', '每局題目都不同。'],
    },
  },
  marble: {
    description: {
      vi: '{name}: đua bi ba chặng. Đặt điểm vào viên bi bạn tin sẽ về nhất, thắng nhận gấp năm lần.',
      en: '{name}: a three-race marble derby. Bet points on the marble you think will win; a win pays five times.',
      zh: '《{name}》：三場彈珠賽跑。把積分押在你認為會奪冠的彈珠上，贏了可得五倍。',
    },
    howToPlay: {
      vi: 'Bắt đầu với 1000 điểm. Mỗi chặng chọn một viên bi và mức cược, rồi xem cuộc đua. Điểm còn lại sau ba chặng là điểm số.',
      en: 'Start with 1000 points. Each race, pick a marble and a stake, then watch. The points left after three races are your score.',
      zh: '起始1000分。每場選一顆彈珠和押注額，然後觀賽。三場後剩下的積分就是你的分數。',
    },
    instructions: {
      vi: ['Phím mũi tên hoặc chạm để chọn bi.', 'Phím + và − hoặc nút để đổi mức cược.', 'Enter hoặc nút Đua để bắt đầu.', 'Điểm chỉ dùng trong trò chơi, không phải tiền thật.'],
      en: ['Arrow keys or a tap pick a marble.', '+ and − or the buttons change the stake.', 'Enter or the Race button starts.', 'Points are for play only, never real money.'],
      zh: ['方向鍵或點擊選擇彈珠。', '用 + 和 − 或按鈕調整押注。', '按 Enter 或「開賽」按鈕開始。', '積分僅供遊戲，不涉及真實金錢。'],
    },
  },
  slide: {
    description: {
      vi: '{name}: xếp lại bức tranh sân bóng bị xáo trộn trong khung 3×3.',
      en: '{name}: slide the scrambled stadium picture back together on a 3×3 board.',
      zh: '《{name}》：在3×3棋盤上把打亂的球場圖片拼回原樣。',
    },
    howToPlay: {
      vi: 'Trượt các ô vào chỗ trống cho đến khi bức tranh hoàn chỉnh. Càng ít bước và càng nhanh, điểm càng cao.',
      en: 'Slide tiles into the gap until the picture is whole. Fewer moves and less time give more points.',
      zh: '把方塊滑進空格，直到圖片完整。步數越少、時間越短，分數越高。',
    },
    instructions: {
      vi: ['Chạm vào ô cạnh chỗ trống để trượt.', 'Hoặc dùng phím mũi tên.', 'Mỗi ô có số để dễ nhận ra.', 'Xếp xong là kết thúc lượt.'],
      en: ['Tap a tile next to the gap to slide it.', 'Or use the arrow keys.', 'Each tile carries its number.', 'The round ends when the picture is whole.'],
      zh: ['點擊空格旁的方塊使其滑動。', '或使用方向鍵。', '每個方塊都有編號。', '拼好即結束本局。'],
    },
  },
};

/** Each title plays one of the site's HTML5 games (`engine`, public/games/<engine>/). */
export const gameSeed: { category: string; name: LocalizedText; engine: GameEngine }[] = [
  { category: 'hanh-dong', name: { vi: 'Chiến Binh Lạc Việt', en: 'Lac Viet Warrior', zh: '雒越戰士' }, engine: 'penalty' },
  { category: 'hanh-dong', name: { vi: 'Ninja Phố Cổ', en: 'Old Quarter Ninja', zh: '古街忍者' }, engine: 'keepy' },
  { category: 'hanh-dong', name: { vi: 'Rồng Thiêng', en: 'Sacred Dragon', zh: '神龍' }, engine: 'marble' },
  { category: 'hanh-dong', name: { vi: 'Sứ Giả Bóng Đêm', en: 'Night Envoy', zh: '暗夜使者' }, engine: 'quiz' },
  { category: 'hanh-dong', name: { vi: 'Đảo Hải Tặc', en: 'Pirate Island', zh: '海盜島' }, engine: 'slide' },
  { category: 'hanh-dong', name: { vi: 'Thánh Gióng Phi Ngựa', en: 'Giong Rides', zh: '扶董天王' }, engine: 'marble' },
  { category: 'giai-do', name: { vi: 'Ghép Hoa Sen', en: 'Lotus Match', zh: '蓮花連連看' }, engine: 'slide' },
  { category: 'giai-do', name: { vi: 'Mê Cung Tre', en: 'Bamboo Maze', zh: '竹林迷宮' }, engine: 'slide' },
  { category: 'giai-do', name: { vi: 'Ô Chữ Việt', en: 'Viet Crossword', zh: '越南填字' }, engine: 'quiz' },
  { category: 'giai-do', name: { vi: 'Xếp Gạch Bát Tràng', en: 'Bat Trang Blocks', zh: '缽場方塊' }, engine: 'slide' },
  { category: 'giai-do', name: { vi: 'Lật Thẻ Trí Nhớ', en: 'Memory Flip', zh: '記憶翻牌' }, engine: 'quiz' },
  { category: 'giai-do', name: { vi: 'Nối Đèn Lồng', en: 'Lantern Link', zh: '燈籠連線' }, engine: 'slide' },
  { category: 'the-thao', name: { vi: 'Sút Phạt Đền', en: 'Penalty Shootout', zh: '點球大戰' }, engine: 'penalty' },
  { category: 'the-thao', name: { vi: 'Vua Bóng Rổ', en: 'Basketball King', zh: '籃球之王' }, engine: 'penalty' },
  { category: 'the-thao', name: { vi: 'Cầu Lông Sân Trường', en: 'Schoolyard Badminton', zh: '校園羽球' }, engine: 'keepy' },
  { category: 'the-thao', name: { vi: 'Đá Cầu Vui Nhộn', en: 'Shuttlecock Kick', zh: '趣味踢毽' }, engine: 'keepy' },
  { category: 'the-thao', name: { vi: 'Bóng Chuyền Bãi Biển', en: 'Beach Volleyball', zh: '沙灘排球' }, engine: 'keepy' },
  { category: 'dua-xe', name: { vi: 'Đua Xe Đèo Hải Vân', en: 'Hai Van Pass Rally', zh: '海雲嶺拉力賽' }, engine: 'marble' },
  { category: 'dua-xe', name: { vi: 'Xe Máy Phố Phường', en: 'Scooter City', zh: '機車街頭' }, engine: 'marble' },
  { category: 'dua-xe', name: { vi: 'Đua Thuyền Sông Hàn', en: 'Han River Boat Race', zh: '韓江賽艇' }, engine: 'marble' },
  { category: 'dua-xe', name: { vi: 'Tốc Độ Xuyên Việt', en: 'Trans-Viet Speed', zh: '縱貫越南極速' }, engine: 'marble' },
  { category: 'dua-xe', name: { vi: 'Đua Xích Lô', en: 'Cyclo Dash', zh: '三輪車衝刺' }, engine: 'marble' },
  { category: 'chien-thuat', name: { vi: 'Thủ Thành Cổ Loa', en: 'Co Loa Defence', zh: '古螺城防衛' }, engine: 'penalty' },
  { category: 'chien-thuat', name: { vi: 'Bạch Đằng Giang', en: 'Bach Dang River', zh: '白藤江' }, engine: 'quiz' },
  { category: 'chien-thuat', name: { vi: 'Nông Trại Vui Vẻ', en: 'Happy Farm', zh: '歡樂農場' }, engine: 'slide' },
  { category: 'chien-thuat', name: { vi: 'Đế Chế Lúa Vàng', en: 'Golden Rice Empire', zh: '金稻帝國' }, engine: 'quiz' },
  { category: 'chien-thuat', name: { vi: 'Cờ Tướng Online', en: 'Xiangqi Online', zh: '線上象棋' }, engine: 'quiz' },
  { category: 'the-bai', name: { vi: 'Tiến Lên Miền Nam', en: 'Southern Tien Len', zh: '南方前進牌' }, engine: 'quiz' },
  { category: 'the-bai', name: { vi: 'Phỏm Vui', en: 'Phom Fun', zh: '歡樂碰牌' }, engine: 'slide' },
  { category: 'the-bai', name: { vi: 'Xì Dách Bạn Bè', en: 'Friendly Blackjack', zh: '朋友二十一點' }, engine: 'marble' },
  { category: 'the-bai', name: { vi: 'Bài Cào Tết', en: 'Tet Three Cards', zh: '新年三張牌' }, engine: 'marble' },
  { category: 'the-bai', name: { vi: 'Solitaire Hoa Mai', en: 'Apricot Blossom Solitaire', zh: '梅花接龍' }, engine: 'keepy' },
];
