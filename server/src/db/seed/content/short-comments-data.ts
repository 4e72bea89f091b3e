/**
 * What members write under short videos, by the clip's category (its slug), about what the clip
 * shows: every line names `{name}`, the player or team its title names. Mostly Vietnamese, a few English and
 * Chinese lines (a member writes in one language).
 */

export const TOP_COMMENTS: Readonly<Record<string, readonly string[]>> = {
  'bong-da': [
    'Pha xử lý của {name} quá đỉnh, xem đi xem lại cả chục lần 🔥',
    '{name} mà sút thế này thì thủ môn nào đỡ nổi',
    'Góc quay bàn thắng của {name} đẹp thật, ai quay vậy ạ?',
    'Trận của {name} hôm đó mình xem trực tiếp ở sân, không khí cực cháy!',
    'Thủ môn phản xạ nhanh thật sự, tiếc cho {name}',
    'Đường chuyền dọn cỗ trước bàn của {name} quá tinh tế 👏',
    'Tua lại đoạn 0:07, nhìn kỹ {name} suýt việt vị',
    'Mùa này {name} phong độ quá ổn định',
    'Pha bóng này của {name} phải vào top bàn thắng của tháng',
    'Hàng thủ đứng nhìn {name} luôn 😂',
    'Bình luận viên hô tên {name} nghe nổi da gà',
    'What a finish from {name}! Absolute quality.',
    '{name}這球太漂亮了！',
  ],
  'bong-ro': [
    'Cú úp rổ này {name} bật cao thật sự 🏀',
    '{name} ném ba điểm kiểu này thì chịu rồi',
    'Hậu vệ bên kia chỉ biết đứng nhìn {name}',
    'Trận này {name} chơi quá hay, xứng đáng thắng',
    'Mong VBA có thêm nhiều pha như của {name}',
    'Xem {name} thi đấu mà muốn ra sân tập ném rổ ngay',
    'Góc quay dưới rổ trận {name} đỉnh quá',
    'That dunk by {name} is unreal',
    '{name}這個扣籃太猛了',
  ],
  esport: [
    'Pentakill của {name} mà xem lại vẫn run tay 🎮',
    'Pha cướp Baron của {name} căng não thật sự',
    '{name} mùa này đánh quá cháy',
    'Xạ thủ {name} đứng vị trí chuẩn từng li',
    'Ván này của {name} đáng xem lại cả trận',
    'Ai xem {name} thi đấu trực tiếp điểm danh nào 🙋',
    'GG {name}, what a teamfight',
    '{name}這波團戰太精彩了',
  ],
  'ky-thuat': [
    'Đã tập theo {name} được ba hôm, tiến bộ thấy rõ 💪',
    'Bài tập của {name} dễ hiểu quá, cảm ơn người đăng',
    'Kỹ thuật rê bóng của {name} đúng chất nghệ sĩ sân cỏ',
    'Mong có thêm video hướng dẫn như của {name}',
    'Tập thử động tác của {name} mà trẹo cả chân 😂',
    'Clip của {name} ngắn mà đủ hết các bước, lưu lại tập dần',
    'Great drill, {name} makes it look easy',
    '跟著{name}練了一週，進步很多',
  ],
  'hai-huoc': [
    'Fan {name} xem luân lưu đúng y như mình 🤣',
    'Cười muốn xỉu với fan {name}',
    'Có ai để ý khán giả phía sau fan {name} không 😂',
    'Pha trượt chân này của {name} phải vào top hài tuần',
    'Xem clip {name} mà cười cả buổi',
    '{name} fans are the best 😂',
    '{name}球迷太搞笑了',
  ],
  'hau-truong': [
    'Thích xem hậu trường trận {name} kiểu này ghê',
    'BLV chuẩn bị kỹ vậy bảo sao bình luận trận {name} hay',
    'Không ngờ phòng bình luận trận {name} nhỏ vậy',
    'Mong có thêm clip hậu trường các trận {name}',
    'Giờ mới biết làm một trận {name} trực tiếp cực vậy',
    'Love seeing how the {name} broadcast is made',
    '{name}直播幕後原來是這樣',
  ],
};

/** Replies answer the comment, whatever the clip. */
export const REPLIES: readonly string[] = [
  'Chuẩn luôn bạn ơi',
  'Đồng ý hoàn toàn 👍',
  'Mình cũng nghĩ vậy',
  'Haha đúng thật 😂',
  'Không đâu, xem lại đi bạn',
  'Bạn nói chuẩn quá',
  'Chờ trận sau xem sao',
  '+1, quá hay',
  'Agreed!',
  '同意 👍',
];
