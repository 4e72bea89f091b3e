/**
 * Words of the synthetic board (SEED_SCALE): sentences members add after a post's body, most common
 * first (a post takes them with a falling chance, so a search for one matches anywhere from a
 * quarter of the posts to a few hundredths of a percent), and rare sports a handful of posts mention.
 */

/** Picked with a chance that falls along the list (the first about one post in five, the last about one in 250). */
export const EXTRA_SENTENCES = [
  'Anh em vào cho ý kiến với.',
  'Cuối tuần này ai rảnh thì hẹn nhau ra sân nhé.',
  'Trận này xem lại highlight vẫn thấy hay.',
  'Mình xem ở quán cà phê gần nhà, đông vui lắm.',
  'Hàng tiền vệ cần thay đổi nhiều hơn.',
  'Thủ môn hôm nay bắt quá xuất sắc.',
  'Hy vọng mùa sau đội nhà đá tốt hơn.',
  'Mọi người nghĩ sao về huấn luyện viên mới?',
  'Vé xem trực tiếp năm nay tăng giá nhiều quá.',
  'Tối nay có livestream phân tích trước trận không ad?',
  'Sân tập mới ở quận mình vừa mở cửa.',
  'Ai có kinh nghiệm chấn thương cổ chân thì chia sẻ với.',
  'Đội trẻ năm nay có mấy cầu thủ triển vọng.',
  'Giày đá bóng sân cỏ nhân tạo loại nào bền nhất?',
  'Mình mới tập chạy bộ buổi sáng được hai tuần.',
  'Đánh cầu lông xong đi ăn phở là chuẩn bài.',
  'Bóng rổ 3x3 đang nổi ở các trường đại học.',
  'Giải phong trào cuối tháng này còn nhận đăng ký.',
  'Cổ động viên đi sân khách quá cuồng nhiệt.',
  'Kỷ niệm mười năm thành lập câu lạc bộ của nhóm mình.',
  'Ai muốn mua lại áo đấu mùa trước thì liên hệ.',
  'Tập gym kết hợp đá bóng có ổn không mọi người?',
  'Trọng tài bắt trận này khá chuẩn.',
  'Đường chạy ven sông buổi tối rất mát.',
  'Mình đang tìm lớp học bơi cho con ở gần nhà.',
  'Bình luận viên tối qua nói quá hay.',
  'Giải bóng chuyền bãi biển năm nay tổ chức ở Nha Trang.',
  'Đá penalty căng thẳng đến phút cuối cùng.',
  'Quần vợt cuối tuần ở sân quận bảy còn chỗ trống.',
  'Lịch thi đấu tuần sau khá dày, đội hình phải xoay vòng.',
  'Mình vừa đăng ký chạy bán marathon ở Huế.',
  'Bóng bàn ở nhà văn hóa phường mở cửa đến mười giờ tối.',
  'Đi xem đua xe đạp quanh hồ Tây sáng chủ nhật.',
  'Học võ cổ truyền từ nhỏ giúp mình rất nhiều.',
  'Leo núi Bà Đen cuối tuần rồi mệt mà vui.',
  'Lớp yoga buổi sáng ở công viên miễn phí cho mọi người.',
  'Giải golf từ thiện gây quỹ cho trẻ em vùng cao.',
  'Câu lạc bộ bơi mùa đông tắm biển lúc năm giờ sáng.',
  'Mình đang tập lướt ván diều ở Mũi Né.',
  'Cờ vua online tối nay có giải giao hữu.',
];

/** A post names one of these about once in 4,000 posts: the keywords of a rare search. */
export const RARE_SENTENCES = [
  'Hội đua thuyền rồng của làng mình đang tuyển tay chèo.',
  'Ai chơi bi sắt ở công viên Thống Nhất không?',
  'Tối nay có giải cờ tướng chớp nhoáng ở nhà văn hóa.',
  'Đội kéo co của công ty vừa vô địch giải nội bộ.',
  'Tìm bạn chơi đá cầu lúc sáu giờ sáng.',
  'Vật dân tộc ở hội làng năm nay rất đông người xem.',
];
