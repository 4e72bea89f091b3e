/**
 * Seed data of games: the categories and the site's games, one title for each of its HTML5 games
 * (public/games/<engine>/), named and filed for what it plays. Ids are fixed: a title or category
 * that is no longer here is deleted by the seed.
 */
import type { LocalizedText } from '../../../i18n.ts';
import type { LocalizedLines } from '../../schema/media.ts';
import type { GameEngine } from '../../../../../contracts/game-engines.ts';

export interface GameCategorySeed {
  id: number;
  slug: string;
  name: LocalizedText;
}

/** In the order the site lists them. */
export const gameCategorySeed: GameCategorySeed[] = [
  { id: 3, slug: 'the-thao', name: { vi: 'Thể thao', en: 'Sports', zh: '體育' } },
  { id: 2, slug: 'giai-do', name: { vi: 'Giải đố', en: 'Puzzle', zh: '益智' } },
  { id: 6, slug: 'the-bai', name: { vi: 'Thẻ bài', en: 'Cards', zh: '卡牌' } },
  { id: 4, slug: 'dua-toc-do', name: { vi: 'Đua tốc độ', en: 'Racing', zh: '競速' } },
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
      vi: '{name}: loạt sút luân lưu 5 quả. Thủ môn bay người về một bên khung thành; chọn góc, canh lực và đánh bại anh ta.',
      en: '{name}: a five-kick penalty shoot-out. The keeper dives to one side of the goal; pick a corner, time your power and beat him.',
      zh: '《{name}》：五輪點球大戰。門將會撲向球門的一側；選好角度、掌握力道，攻破球門。',
    },
    howToPlay: {
      vi: 'Chọn hướng sút, dừng thanh lực đúng lúc rồi sút. Mỗi bàn 100 điểm, bàn vào góc trên 150 điểm.',
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
  memory: {
    description: {
      vi: '{name}: trò lật bài tìm cặp với 16 lá bài tây úp trên bàn. Hai lá cùng số và cùng màu là một cặp.',
      en: '{name}: the card game Concentration with 16 playing cards face down. Two cards of the same rank and colour make a pair.',
      zh: '《{name}》：經典翻牌配對，16張撲克牌背面朝上。點數相同、顏色相同的兩張為一對。',
    },
    howToPlay: {
      vi: 'Mỗi lượt lật hai lá. Trùng cặp thì giữ ngửa, không trùng thì úp lại. Tìm đủ 8 cặp với càng ít lượt và càng nhanh thì điểm càng cao.',
      en: 'Turn two cards a turn. A pair stays face up, two different cards go back down. Find all 8 pairs in fewer turns and less time for more points.',
      zh: '每回合翻開兩張。配成一對就保持翻開，不同就蓋回去。用越少回合、越短時間找齊8對，分數越高。',
    },
    instructions: {
      vi: ['Chạm vào một lá để lật, hoặc dùng phím mũi tên và Enter.', 'Cặp là hai lá cùng số, cùng màu (cơ với rô, bích với chuồn).', 'Mỗi lượt quá 8 lượt trừ 20 điểm, mỗi giây trừ 2 điểm.', 'Tìm đủ 8 cặp là kết thúc.'],
      en: ['Tap a card to turn it, or use the arrow keys and Enter.', 'A pair is two cards of the same rank and colour (hearts with diamonds, spades with clubs).', 'Each turn beyond eight costs 20 points, each second 2.', 'The round ends when all 8 pairs are found.'],
      zh: ['點擊一張牌翻開，或用方向鍵和 Enter。', '一對是點數與顏色都相同的兩張（紅心配方塊，黑桃配梅花）。', '超過8回合後每回合扣20分，每秒扣2分。', '找齊8對即結束。'],
    },
  },
};

export interface GameSeed {
  id: number;
  category: string;
  name: LocalizedText;
  engine: GameEngine;
  /** The day it came to the site. */
  releasedOn: string;
}

/** One title for each HTML5 game (`engine`, public/games/<engine>/), in the category of what it plays. */
export const gameSeed: GameSeed[] = [
  { id: 13, category: 'the-thao', name: { vi: 'Sút Phạt Đền', en: 'Penalty Shootout', zh: '點球大戰' }, engine: 'penalty', releasedOn: '2025-02-14' },
  { id: 33, category: 'the-thao', name: { vi: 'Tâng Bóng', en: 'Keepy-Uppy', zh: '顛球挑戰' }, engine: 'keepy', releasedOn: '2025-04-05' },
  { id: 34, category: 'the-thao', name: { vi: 'Đố Vui Bóng Đá', en: 'Football Quiz', zh: '足球問答' }, engine: 'quiz', releasedOn: '2025-09-20' },
  { id: 36, category: 'giai-do', name: { vi: 'Xếp Hình Sân Bóng', en: 'Stadium Slide Puzzle', zh: '球場拼圖' }, engine: 'slide', releasedOn: '2025-06-28' },
  { id: 11, category: 'the-bai', name: { vi: 'Lật Bài Trí Nhớ', en: 'Memory Cards', zh: '翻牌記憶' }, engine: 'memory', releasedOn: '2026-11-20' },
  { id: 35, category: 'dua-toc-do', name: { vi: 'Đua Bi', en: 'Marble Derby', zh: '彈珠賽跑' }, engine: 'marble', releasedOn: '2026-01-17' },
];
