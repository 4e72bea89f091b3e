/**
 * Words and phrases Vietnamese speakers put in passwords (written without tone marks, as they are
 * typed on most keyboards), ranked roughly by how often they turn up in leaked lists. The password
 * policy adds them to the common dictionaries so `matkhau2024` or `anhyeuem` count as common.
 */
export const VIETNAMESE_PASSWORD_WORDS: readonly string[] = [
  'matkhau', 'anhyeuem', 'emyeuanh', 'yeuem', 'yeuanh', 'iloveyou', 'toiyeuem', 'toiyeuanh', 'anhyeuemnhieu', 'yeuemnhieu',
  'vietnam', 'vietnamvodich', 'hanoi', 'saigon', 'hochiminh', 'danang', 'haiphong', 'cantho', 'hue', 'nhatrang',
  'matkhaumoi', 'matkhaucuatoi', 'khongbiet', 'khongnho', 'quenmatkhau', 'xinchao', 'chaoban', 'hihi', 'haha', 'hehe',
  'conyeume', 'meyeucon', 'giadinh', 'hanhphuc', 'tinhyeu', 'yeuthuong', 'nhoem', 'nhoanh', 'thuongem', 'thuonganh',
  'vodoi', 'chongyeu', 'voyeu', 'baby', 'embe', 'cungcon', 'bongda', 'bongdavietnam', 'manchester', 'muvodich',
  'nguyen', 'tran', 'le', 'pham', 'hoang', 'huynh', 'phan', 'vu', 'vo', 'dang',
  'bui', 'do', 'ho', 'ngo', 'duong', 'ly', 'minh', 'anh', 'linh', 'huong',
  'trang', 'thao', 'ngoc', 'hoa', 'lan', 'mai', 'hung', 'tuan', 'dung', 'hieu',
  'thanh', 'long', 'nam', 'phuong', 'quang', 'khanh', 'duc', 'huy', 'trung', 'son',
  'hai', 'binh', 'thuy', 'giang', 'yen', 'nhung', 'van', 'thu', 'ha', 'hanh',
  'matkhau123', 'anhyeuem123', 'vietnam123', 'hanoi123', 'saigon123', 'yeuem123', 'iloveyou123', 'taikhoan', 'dangnhap', 'dangky',
  'admin', 'quantri', 'quanly', 'nhanvien', 'sinhvien', 'hocsinh', 'giaovien', 'congty', 'vanphong', 'ketoan',
  'tructiep', 'xembongda', 'thethao', 'trandau', 'keonhacai', 'tylekeo', 'cacuoc', 'nhacai', 'casino', 'bancadoithuong',
  'doremon', 'conan', 'pikachu', 'sontung', 'sontungmtp', 'hoangthuylinh', 'mytam', 'noo', 'denvau', 'jack',
  'tet', 'chucmungnammoi', 'phattai', 'maiman', 'sieunhan', 'sieucap', 'vip', 'vippro', 'pro', 'nhatban',
];
