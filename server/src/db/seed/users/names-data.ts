/** Names of the users seed: hosts' names, Vietnamese name parts of members, and the clubs of nicknames. */

export const HOST_NAMES = [
  'Quang Huy', 'Biên Cương', 'Anh Quân', 'Minh Tuấn', 'Thanh Tùng', 'Hoàng Nam', 'Đức Anh', 'Văn Hùng', 'Hải Đăng', 'Tuấn Kiệt',
  'Trọng Hiếu', 'Bảo Long', 'Gia Huy', 'Minh Khôi', 'Nhật Minh', 'Thành Công', 'Việt Hoàng', 'Quốc Bảo', 'Đình Phong', 'Hữu Thắng',
  'Thu Hà', 'Ngọc Lan', 'Mai Phương', 'Thanh Hương', 'Bích Ngọc', 'Kim Chi', 'Phương Linh', 'Hồng Nhung', 'Thùy Dung', 'Khánh Vy',
  'Tiến Dũng', 'Công Vinh', 'Duy Mạnh', 'Xuân Trường', 'Văn Toàn', 'Hoàng Long', 'Minh Trí', 'Đăng Khoa', 'Phúc Lâm', 'An Khang',
];
export const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
export const MALE = {
  middle: ['Văn', 'Hữu', 'Đức', 'Minh', 'Quang', 'Công', 'Thành', 'Gia'],
  given: ['An', 'Bình', 'Cường', 'Dũng', 'Hải', 'Hiếu', 'Hùng', 'Khánh', 'Long', 'Nam', 'Phong', 'Quân', 'Sơn', 'Tài', 'Thắng', 'Trung', 'Tuấn', 'Việt'],
};
export const FEMALE = {
  middle: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mai', 'Bảo', 'Khánh'],
  given: ['Anh', 'Châu', 'Diệp', 'Giang', 'Hà', 'Hạnh', 'Hương', 'Lan', 'Linh', 'Loan', 'Ngân', 'Nhi', 'Oanh', 'Phương', 'Quỳnh', 'Trang', 'Uyên', 'Vy', 'Yến'],
};
export const CLUBS = ['MU', 'Arsenal', 'Barca', 'Real', 'Liverpool', 'Chelsea', 'Juve', 'Bayern', 'Hà Nội FC', 'HAGL'];
