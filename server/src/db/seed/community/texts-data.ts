/** The Vietnamese templates of the community board (member and host posts, tails, comments, replies) and the names, places and times their slots take. */

export const VN_TEAMS = ['Hà Nội FC', 'Công An Hà Nội', 'Thép Xanh Nam Định', 'Hoàng Anh Gia Lai', 'Becamex Bình Dương', 'Thể Công Viettel', 'Hải Phòng', 'Sông Lam Nghệ An', 'Đông Á Thanh Hóa', 'Quy Nhơn Bình Định'];
export const WORLD_TEAMS = ['Man United', 'Liverpool', 'Arsenal', 'Man City', 'Chelsea', 'Tottenham', 'Real Madrid', 'Barcelona', 'Bayern', 'Inter', 'PSG', 'Juventus'];
export const PLAYERS = ['Quang Hải', 'Tiến Linh', 'Văn Hậu', 'Hoàng Đức', 'Xuân Son', 'Filip Nguyễn', 'Duy Mạnh', 'Salah', 'Haaland', 'Saka', 'Bellingham', 'Mbappé', 'Yamal', 'Bruno Fernandes'];
export const CITIES = ['Hà Nội', 'Sài Gòn', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Nha Trang'];
export const SPOTS = ['sân Thảo Điền', 'sân Hoàng Mai', 'nhà thi đấu Phú Thọ', 'sân Tiên Sơn', 'sân Lê Văn Tám', 'Cung thể thao Quần Ngựa'];
export const TIMES = ['19:00', '19:30', '20:00', '21:00', '22:00', '23:30', '2:00 sáng'];

export const MEMBER_TEMPLATES = [
  'Tối nay {A} gặp {B}, anh em dự đoán tỉ số bao nhiêu? Mình nghĩ {S}.',
  'Trận {A} – {B} vừa rồi đúng là mãn nhãn. {P} chơi quá hay, xứng đáng cầu thủ xuất sắc nhất trận.',
  'Có ai ở {C} tối nay đi xem bóng ở quán không? Rủ thêm vài người cho vui.',
  'Sáng nay chạy 10 km quanh hồ, mệt nhưng sướng. Cuối tuần này ai đi chạy cùng không?',
  'Vừa đánh pickleball 2 tiếng ở {X}, sân mới rất đẹp, giá cũng hợp lý.',
  'Xin kinh nghiệm chọn vợt cầu lông cho người mới chơi, ngân sách tầm 1 triệu đồng.',
  'Đội tuyển Việt Nam cần cải thiện khâu dứt điểm. {P} có nhiều cơ hội nhưng chưa tận dụng được.',
  'Lịch cuối tuần dày đặc: {A} vs {B}, rồi {V} vs {W}. Cà phê sẵn sàng rồi!',
  'Ai còn nhớ chung kết AFF Cup 2008 không? Cú đánh đầu của Công Vinh vẫn nhớ mãi.',
  '{A} đang có phong độ rất tốt, 5 trận thắng liên tiếp. Mùa này có cơ hội vô địch không nhỉ?',
  'Hôm nay xem đua bi trên kênh live, hồi hộp hơn mình tưởng nhiều.',
  'Chung kết LMHT tối qua căng quá, ván 5 lật kèo không tưởng.',
  'Mới tập bóng rổ được 3 tháng, giờ ném ba điểm đã ổn hơn. Cảm ơn anh em ở {X}.',
  'Hàng thủ {A} hôm nay chơi quá tệ, thủng lưới {N} bàn trong hiệp hai. Cần thay đổi gấp.',
  'Ai có vé trận {V} – {W} cuối tuần này không? Mình cần 2 vé khán đài B.',
  'Bàn thắng của {P} tối qua phải là bàn đẹp nhất vòng này, sút xa không thể cản phá.',
  'Nhóm mình đang tìm thêm 2 người đá bóng mini tối thứ Tư ở {C}, trình độ vui vẻ là chính.',
  'Xem bóng đá ở quán với hội bạn vẫn vui hơn ngồi một mình ở nhà, không khí khác hẳn.',
  'Theo mọi người {P} có nên chuyển sang châu Âu thi đấu để phát triển không?',
  'Tuần này mình đánh cầu lông được 4 buổi, giảm 2 kg. Ai muốn giao lưu ở {X} thì nhắn nhé.',
  'Bóng chuyền nữ Việt Nam thi đấu quá kiên cường, dù thua vẫn tự hào.',
  'Lần đầu xem trực tiếp ở sân {C}, không khí cuồng nhiệt thật sự, nổi da gà.',
  'Chia sẻ giáo án chạy 21 km cho người mới: tuần 3 buổi chạy nhẹ, 1 buổi chạy dài, nghỉ ngơi đủ.',
  'VAR hôm nay lại gây tranh cãi trong trận {A} – {B}. Mọi người thấy quả phạt đền đó đúng không?',
  '{A} mua {P} thì sao nhỉ? Tin đồn chuyển nhượng rộ lên từ sáng.',
];

export const HOST_TEMPLATES = [
  'Tối nay {T} mình bình luận trực tiếp trận {A} – {B}, anh em vào phòng live ủng hộ nhé!',
  'Nhận định nhanh: {A} có lợi thế sân nhà, nhưng {B} phản công rất nguy hiểm. Mình chọn hòa {D}-{D}.',
  'Cảm ơn hơn {K} anh em đã xem buổi live tối qua. Hẹn gặp lại trong trận {V} – {W}.',
  'Điểm nhấn chiến thuật: {A} đá pressing tầm cao, {P} là chìa khóa ở hành lang cánh trái.',
  'Lịch live tuần này: thứ Bảy {A} – {B} lúc {T}, Chủ nhật {V} – {W}. Đặt lịch để nhận thông báo nhé.',
  'Ai muốn gửi câu hỏi cho buổi giao lưu sau trận thì bình luận ở đây, mình sẽ trả lời trên sóng.',
];

export const TAILS = ['Anh em nghĩ sao?', 'Bình luận ý kiến nhé!', '#bongda', '#thethao', 'Hẹn gặp mọi người!', 'Quá đã!', '', '', ''];

export const COMMENTS = [
  'Chuẩn luôn bạn ơi', 'Mình nghĩ khác, {A} sẽ thắng', 'Đồng ý 100%', 'Haha chuẩn', 'Tối nay mình cũng xem',
  'Cho mình xin địa chỉ với', 'Hay quá, cảm ơn bạn chia sẻ', 'Kèo này khó đoán thật', 'Tuyệt vời', 'Lần sau rủ mình với nhé',
  '{P} đỉnh thật sự', 'Mình ở {C}, có ai đi cùng không?', 'Trọng tài hôm nay bắt chán quá', 'Xem mà hồi hộp muốn rớt tim',
  'Phong độ thế này thì vô địch là cái chắc', 'Bao giờ có buổi giao lưu tiếp vậy ad?', 'Sân đó mình đánh rồi, rất ổn',
  'Ủng hộ bạn!', 'Mình cũng đang tìm người chơi cùng', 'Trận này đáng xem lại highlight', 'Chúc mừng anh em!',
  'Không đồng ý lắm, hàng tiền vệ mới là vấn đề', 'Hóng trận tiếp theo quá', 'Tỉ số {S} là hợp lý',
];

export const REPLIES = ['Cảm ơn bạn nhé', 'Đúng rồi đó', 'Ok bạn, hẹn gặp nhé', 'Để mình nhắn tin riêng', 'Chuẩn', 'Haha đúng thật', 'Mình cũng nghĩ vậy', 'Có chứ, đi chung nhé'];
