/**
 * What the chat seed's speakers write, in Vietnamese (the rooms' language), by what the room shows
 * and, for a live room, whether its broadcast is still to come, on, or over: a basketball room never
 * hears about goals, a marble race never about referees.
 */

export type ChatTheme = 'football' | 'basketball' | 'esport' | 'marble' | 'casino' | 'sport';
export type ChatPhase = 'before' | 'during' | 'after' | 'talk';

type Lines = Readonly<Record<ChatPhase, readonly string[]>>;

const FOOTBALL: Lines = {
  before: [
    'Còn bao lâu nữa thì đá vậy anh em?',
    'Dự đoán tỉ số đi mọi người, mình nghĩ 2-1',
    'Đội hình ra sân có chưa nhỉ?',
    'Trận này đáng xem nhất tuần',
    'Mình theo đội khách, phong độ đang lên',
    'Ngồi chờ từ sớm rồi, chúc anh em xem bóng vui vẻ',
  ],
  during: [
    'Vào rồi! Đẹp quá trời luôn',
    'Hàng thủ chơi chắc chắn thật',
    'Trọng tài bắt hơi gắt nhỉ',
    'Tiền đạo bỏ lỡ cơ hội ngon quá 😢',
    'Thủ môn cứu thua xuất thần 🔥',
    'Đội khách pressing tốt ghê',
    'Mình vừa vào, tỉ số bao nhiêu rồi?',
    'Phạt góc liên tục mà không ghi được',
    'Pha phản công nhanh như điện',
    'Cú sút xa đẹp mắt',
    'Hậu vệ cánh lên công về thủ nhịp nhàng',
    'Thay người hơi muộn',
    'BLV bình luận hay quá, cảm ơn anh',
    'Hình ảnh nét căng, xem đã mắt',
  ],
  after: [
    'Trận hay thật, đáng thức khuya',
    'Kết quả xứng đáng với thế trận',
    'Cầu thủ xuất sắc nhất trận chắc chắn là số 10',
    'Cảm ơn BLV, hẹn anh em trận sau',
    'Ai có link highlight không?',
  ],
  talk: [
    'Cuối tuần này có trận nào đáng xem không anh em?',
    'Đội hình mùa này mạnh hơn mùa trước nhiều',
    'Thay HLV giữa mùa liệu có kịp không?',
    'Hàng thủ vẫn là vấn đề lớn nhất',
    'Mua thêm tiền đạo là hợp lý',
    'Trận tới mình dự đoán hòa',
  ],
};

const BASKETBALL: Lines = {
  before: ['Sắp vào trận rồi, ai cửa trên đây?', 'Đội nhà đang chuỗi thắng đẹp', 'Tối nay mình dự đoán chênh hơn 10 điểm', 'Đội hình ra sân có thay đổi gì không?'],
  during: [
    'Ném rổ ba điểm chuẩn luôn 🏀',
    'Úp rổ đẹp quá!',
    'Phòng ngự khu vực chặt thật',
    'Ném phạt hỏng liên tục thì khó thắng',
    'Hiệp này đội khách bùng nổ ghê',
    'Chuyền bóng nhanh quá, đẹp mắt',
    'Tỉ số sát nút, hồi hộp thật',
    'Mình vừa vào, đang hiệp mấy rồi?',
  ],
  after: ['Trận hay, hiệp cuối kịch tính', 'Đội nhà thắng xứng đáng', 'Cầu thủ số 23 ghi điểm nhiều nhất trận', 'Hẹn anh em trận sau nhé'],
  talk: ['Mùa này đội nào vô địch VBA đây?', 'NBA sáng nay có trận hay không?', 'Chiều cao vẫn là lợi thế lớn', 'Ném ba điểm giờ là xu hướng rồi'],
};

const ESPORT: Lines = {
  before: ['Sắp vào ván một rồi anh em', 'Bo3 này mình cược đội xanh', 'Đội hình có thay tuyển thủ không?', 'Meta mới thì đội nào hợp hơn?'],
  during: [
    'Giao tranh tổng đẹp quá!',
    'Cướp rồng ngon lành 🔥',
    'Đường giữa gánh team luôn',
    'Pick tướng ván này hơi lạ',
    'Mất trụ rồi, căng đấy',
    'Ván hai phải gỡ lại thôi',
    'Ai xem ván một không, tóm tắt giúp với',
  ],
  after: ['Loạt trận hay, ván quyết định đỉnh thật', 'Đội thắng chơi quá chắc', 'MVP phải là người đi rừng', 'Hẹn anh em loạt trận tối mai'],
  talk: ['Bản cập nhật mới thay đổi nhiều quá', 'Tuyển thủ Việt Nam ngày càng lên tay', 'Ai leo rank cùng không?', 'Giải năm nay đội nào mạnh nhất?'],
};

const MARBLE: Lines = {
  before: ['Vòng sau mình chọn bi đỏ', 'Sắp xuất phát rồi!', 'Bi xanh thắng ba vòng liền rồi đó'],
  during: ['Viên bi xanh về nhất kìa!', 'Bi vàng vượt lên ngoạn mục', 'Đua bi vòng này kịch tính thật', 'Kẹt ở khúc cua rồi 😂', 'Bi tím bứt tốc cuối đường đua'],
  after: ['Vòng này bất ngờ thật', 'Bi đỏ về nhì, tiếc ghê', 'Chờ vòng tiếp theo nhé anh em'],
  talk: ['Đường đua mới đẹp hơn hẳn', 'Mình chỉ tin bi xanh', 'Vòng đua mấy giờ bắt đầu vậy?'],
};

const CASINO: Lines = {
  before: ['Bàn sắp mở chưa ạ?', 'Chào dealer, chào cả nhà'],
  during: ['Ván này con hay cái đây?', 'Lật bài hồi hộp quá', 'Dealer chia bài nhanh ghê', 'Ván vừa rồi đẹp thật', 'Chơi vui là chính anh em nhé'],
  after: ['Hẹn mọi người ca sau', 'Cảm ơn dealer, tối vui quá'],
  talk: ['Mọi người nhớ chơi có trách nhiệm nhé', 'Tối nay bàn nào đông vui nhất?', 'Dealer ca tối dễ thương ghê'],
};

/** Rooms about another sport or about everything: words that fit any of them. */
const SPORT: Lines = {
  before: ['Chào cả nhà, sắp bắt đầu rồi', 'Hôm nay ai thắng đây?'],
  during: ['Pha này đẹp quá', 'Hay thật sự', 'Mình vừa vào, đang thế nào rồi?'],
  after: ['Hay quá, hẹn lần sau', 'Cảm ơn mọi người đã xem cùng'],
  talk: [
    'Chào cả nhà, tối nay có gì hot không?',
    'Cuối tuần này mọi người xem gì?',
    'Mình mới vào phòng, làm quen nhé',
    'Giải năm nay hấp dẫn hơn hẳn',
    'Ai rủ nhau đi xem trực tiếp không?',
    'Hôm nay tập xong mệt mà vui',
    'Phòng mình đông vui ghê',
  ],
};

export const LINES: Readonly<Record<ChatTheme, Lines>> = { football: FOOTBALL, basketball: BASKETBALL, esport: ESPORT, marble: MARBLE, casino: CASINO, sport: SPORT };

/** Answers to another member's line: they fit any room. */
export const REPLIES = ['Chuẩn luôn bạn ơi', 'Mình cũng nghĩ vậy', 'Không đồng ý lắm đâu', 'Đúng rồi, hay thật', 'Haha chuẩn', 'Bạn nói quá đúng', 'Để xem sao đã'];

/** The hosts' lines: a live room's commentator, or a chat room's owner. */
export const HOST_LINES: Readonly<Record<ChatTheme | 'room', readonly string[]>> = {
  football: [
    'Chào mừng anh em đến với phòng live, nhớ chat văn minh nhé!',
    'Trận đấu đang rất hấp dẫn, anh em dự đoán tỉ số đi',
    'Cảm ơn anh em đã theo dõi, bấm theo dõi để nhận thông báo nhé',
  ],
  basketball: ['Chào mừng anh em đến với phòng live bóng rổ!', 'Anh em dự đoán đội nào thắng cách biệt đi', 'Cảm ơn anh em đã theo dõi, nhớ bấm theo dõi nhé'],
  esport: ['Chào mừng anh em đến với kênh esport!', 'Giữa hai ván, anh em nghỉ tay chút nhé', 'Anh em dự đoán đội nào thắng loạt này?'],
  marble: ['Chào mừng đến với đường đua bi!', 'Mỗi vòng đua bắt đầu đầu giờ, anh em chọn bi đi'],
  casino: ['Chào mừng anh em, nhớ chơi có trách nhiệm nhé!', 'Bàn mới mở, mời mọi người'],
  sport: ['Chào mừng mọi người, nhớ chat văn minh nhé!'],
  room: ['Chào mừng mọi người đến với phòng, nhớ giữ lịch sự nhé!', 'Ai mới vào thì giới thiệu chút nha', 'Tối nay phòng mình có giao lưu, mọi người nhớ ghé'],
};
