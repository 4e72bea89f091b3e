/** What the chat seed's speakers write: Vietnamese lines and replies, a few English and Chinese lines, and the hosts' lines. */

export const VI_LINES = [
  'Chào cả nhà, tối nay ai thắng đây?',
  'Vào rồi! Đẹp quá trời luôn',
  'Hàng thủ chơi chắc chắn thật',
  'Trọng tài bắt hơi gắt nhỉ',
  'Tiền đạo bỏ lỡ cơ hội ngon quá 😢',
  'Hiệp hai chắc chắn có bàn',
  'BLV bình luận hay quá, cảm ơn anh',
  'Hình ảnh nét căng, xem đã mắt',
  'Kèo này mình theo cửa trên',
  'Thủ môn cứu thua xuất thần 🔥',
  'Đội khách pressing tốt ghê',
  'Ai xem từ đầu không, tóm tắt giúp với',
  'Tỉ số này thì khó lật lắm',
  'Cầu thủ số 10 chơi hay nhất trận',
  'Phạt góc liên tục mà không ghi được',
  'Anh em giữ bình tĩnh, còn nhiều thời gian',
  'Mình vừa vào, tỉ số bao nhiêu rồi?',
  'Đá thế này thì cuối mùa vô địch chắc',
  'Chuyền bóng tinh tế quá',
  'Sân hôm nay đông khán giả ghê',
  'Hậu vệ cánh lên công về thủ nhịp nhàng',
  'Thay người hơi muộn',
  'Trận này đáng xem nhất tuần',
  'Chúc anh em xem bóng vui vẻ',
  'Pha phản công nhanh như điện',
  'Cú sút xa đẹp mắt',
  'Hôm nay đội nhà đá quá hay',
  'Ném rổ ba điểm chuẩn luôn 🏀',
  'Đua bi vòng này kịch tính thật',
  'Viên bi xanh về nhất kìa!',
];
export const VI_REPLIES = [
  'Chuẩn luôn bạn ơi',
  'Mình cũng nghĩ vậy',
  'Không đồng ý lắm, xem lại pha đó đi',
  '1-0 rồi bạn',
  'Đúng rồi, hay thật',
  'Haha chuẩn',
  'Chờ xem hiệp sau nhé',
  'Bạn nói quá đúng',
];
export const EN_LINES = ['What a goal!', 'The keeper is on fire tonight', 'Great stream, thanks!', 'Who do you think wins this?', 'That was never a penalty', 'Watching from Singapore, hi all'];
export const ZH_LINES = ['這球踢得太漂亮了！', '守門員今天狀態很好', '謝謝主播，畫質很清楚', '下半場一定會進球', '裁判這判罰有點問題', '大家好，從台北來看球'];
export const HOST_LINES = [
  'Chào mừng anh em đến với phòng live, nhớ chat văn minh nhé!',
  'Trận đấu đang rất hấp dẫn, anh em dự đoán tỉ số đi',
  'Cảm ơn anh em đã theo dõi, bấm theo dõi để nhận thông báo nhé',
  'Nghỉ giữa hiệp, anh em đừng đi đâu nhé',
];
