/** Names for the sports seed, in vi / en / zh (Traditional Chinese): clubs, venues, people (countries: server/src/sports/countries.ts). */
import type { LocalizedText } from '../../../i18n.ts';

const L = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

/** A club of the seed: name, three-letter code, city, home venue key. */
export interface ClubName {
  name: LocalizedText;
  code: string;
  city: LocalizedText;
  venue: string;
}

const club = (vi: string, en: string, zh: string, code: string, city: LocalizedText, venue: string): ClubName => ({
  name: L(vi, en, zh),
  code,
  city,
  venue,
});

const C = {
  hanoi: L('Hà Nội', 'Hanoi', '河內'),
  namdinh: L('Nam Định', 'Nam Dinh', '南定'),
  gialai: L('Gia Lai', 'Gia Lai', '嘉萊'),
  haiphong: L('Hải Phòng', 'Hai Phong', '海防'),
  nghean: L('Nghệ An', 'Nghe An', '義安'),
  binhduong: L('Bình Dương', 'Binh Duong', '平陽'),
  thanhhoa: L('Thanh Hóa', 'Thanh Hoa', '清化'),
  hatinh: L('Hà Tĩnh', 'Ha Tinh', '河靜'),
  danang: L('Đà Nẵng', 'Da Nang', '峴港'),
  binhdinh: L('Bình Định', 'Binh Dinh', '平定'),
  hcm: L('TP Hồ Chí Minh', 'Ho Chi Minh City', '胡志明市'),
  khanhhoa: L('Khánh Hòa', 'Khanh Hoa', '慶和'),
  vungtau: L('Bà Rịa – Vũng Tàu', 'Ba Ria – Vung Tau', '巴地頭頓'),
  longan: L('Long An', 'Long An', '隆安'),
  ninhbinh: L('Ninh Bình', 'Ninh Binh', '寧平'),
  hue: L('Huế', 'Hue', '順化'),
  binhphuoc: L('Bình Phước', 'Binh Phuoc', '平福'),
  dongthap: L('Đồng Tháp', 'Dong Thap', '同塔'),
  daklak: L('Đắk Lắk', 'Dak Lak', '多樂'),
  hungyen: L('Hưng Yên', 'Hung Yen', '興安'),
  quangnam: L('Quảng Nam', 'Quang Nam', '廣南'),
  cantho: L('Cần Thơ', 'Can Tho', '芹苴'),
  hoabinh: L('Hòa Bình', 'Hoa Binh', '和平'),
};

export const VLEAGUE1_CLUBS: ClubName[] = [
  club('Hà Nội FC', 'Hanoi FC', '河內FC', 'HAN', C.hanoi, 'hangday'),
  club('Công An Hà Nội', 'Cong An Hanoi', '河內公安', 'CAH', C.hanoi, 'hangday'),
  club('Thể Công – Viettel', 'The Cong – Viettel', '體工－越泰', 'VTL', C.hanoi, 'mydinh'),
  club('Thép Xanh Nam Định', 'Thep Xanh Nam Dinh', '南定青鋼', 'NDI', C.namdinh, 'thientruong'),
  club('Hoàng Anh Gia Lai', 'Hoang Anh Gia Lai', '黃英嘉萊', 'HAG', C.gialai, 'pleiku'),
  club('Hải Phòng FC', 'Hai Phong FC', '海防FC', 'HPH', C.haiphong, 'lachtray'),
  club('Sông Lam Nghệ An', 'Song Lam Nghe An', '宋藍義安', 'SLN', C.nghean, 'vinh'),
  club('Becamex Bình Dương', 'Becamex Binh Duong', '平陽貝卡美斯', 'BBD', C.binhduong, 'godau'),
  club('Đông Á Thanh Hóa', 'Dong A Thanh Hoa', '東亞清化', 'THO', C.thanhhoa, 'thanhhoa'),
  club('Hồng Lĩnh Hà Tĩnh', 'Hong Linh Ha Tinh', '鴻嶺河靜', 'HTI', C.hatinh, 'hatinh'),
  club('SHB Đà Nẵng', 'SHB Da Nang', 'SHB峴港', 'SDN', C.danang, 'hoaxuan'),
  club('Quy Nhơn Bình Định', 'Quy Nhon Binh Dinh', '歸仁平定', 'QNB', C.binhdinh, 'quynhon'),
  club('TP Hồ Chí Minh', 'Ho Chi Minh City FC', '胡志明市FC', 'HCM', C.hcm, 'thongnhat'),
  club('Khánh Hòa FC', 'Khanh Hoa FC', '慶和FC', 'KHO', C.khanhhoa, 'nhatrang'),
];

export const VLEAGUE2_CLUBS: ClubName[] = [
  club('Bà Rịa – Vũng Tàu', 'Ba Ria – Vung Tau', '巴地頭頓', 'BRV', C.vungtau, 'baria'),
  club('Long An FC', 'Long An FC', '隆安FC', 'LAN', C.longan, 'longan'),
  club('Phù Đổng Ninh Bình', 'Phu Dong Ninh Binh', '扶董寧平', 'PNB', C.ninhbinh, 'ninhbinh'),
  club('Huế FC', 'Hue FC', '順化FC', 'HUE', C.hue, 'tudo'),
  club('Bình Phước FC', 'Binh Phuoc FC', '平福FC', 'BPH', C.binhphuoc, 'binhphuoc'),
  club('Đồng Tháp FC', 'Dong Thap FC', '同塔FC', 'DTH', C.dongthap, 'caolanh'),
  club('Trẻ Hà Nội', 'Young Hanoi', '河內青年', 'THN', C.hanoi, 'hangday'),
  club('Đắk Lắk FC', 'Dak Lak FC', '多樂FC', 'DLK', C.daklak, 'buonmathuot'),
  club('PVF-CAND', 'PVF-CAND', 'PVF公安', 'PVF', C.hungyen, 'pvf'),
  club('Quảng Nam FC', 'Quang Nam FC', '廣南FC', 'QNA', C.quangnam, 'tamky'),
  club('Cần Thơ FC', 'Can Tho FC', '芹苴FC', 'CTH', C.cantho, 'cantho'),
  club('Hòa Bình FC', 'Hoa Binh FC', '和平FC', 'HBI', C.hoabinh, 'hoabinh'),
];

export interface VenueName {
  key: string;
  name: LocalizedText;
  city: LocalizedText;
  country: string;
  capacity: number;
  opened: number;
}

const venue = (key: string, vi: string, en: string, zh: string, city: LocalizedText, capacity: number, opened: number, country = 'VN'): VenueName => ({
  key,
  name: L(vi, en, zh),
  city,
  country,
  capacity,
  opened,
});

export const VN_VENUES: VenueName[] = [
  venue('mydinh', 'Sân vận động Quốc gia Mỹ Đình', 'My Dinh National Stadium', '美亭國家體育場', C.hanoi, 40192, 2003),
  venue('hangday', 'Sân vận động Hàng Đẫy', 'Hang Day Stadium', '杭岱體育場', C.hanoi, 22500, 1958),
  venue('thientruong', 'Sân vận động Thiên Trường', 'Thien Truong Stadium', '天長體育場', C.namdinh, 30000, 1950),
  venue('pleiku', 'Sân vận động Pleiku', 'Pleiku Stadium', '波來古體育場', C.gialai, 12000, 1955),
  venue('lachtray', 'Sân vận động Lạch Tray', 'Lach Tray Stadium', '瀝濟體育場', C.haiphong, 28000, 1957),
  venue('vinh', 'Sân vận động Vinh', 'Vinh Stadium', '榮市體育場', C.nghean, 18000, 1960),
  venue('godau', 'Sân vận động Gò Đậu', 'Go Dau Stadium', '高豆體育場', C.binhduong, 18250, 1960),
  venue('thanhhoa', 'Sân vận động Thanh Hóa', 'Thanh Hoa Stadium', '清化體育場', C.thanhhoa, 14000, 1958),
  venue('hatinh', 'Sân vận động Hà Tĩnh', 'Ha Tinh Stadium', '河靜體育場', C.hatinh, 15000, 1996),
  venue('hoaxuan', 'Sân vận động Hòa Xuân', 'Hoa Xuan Stadium', '和春體育場', C.danang, 20500, 2016),
  venue('quynhon', 'Sân vận động Quy Nhơn', 'Quy Nhon Stadium', '歸仁體育場', C.binhdinh, 20000, 1979),
  venue('thongnhat', 'Sân vận động Thống Nhất', 'Thong Nhat Stadium', '統一體育場', C.hcm, 15000, 1929),
  venue('nhatrang', 'Sân vận động 19 tháng 8', '19 August Stadium', '八月十九日體育場', C.khanhhoa, 18000, 1976),
  venue('baria', 'Sân vận động Bà Rịa', 'Ba Ria Stadium', '巴地體育場', C.vungtau, 10000, 1990),
  venue('longan', 'Sân vận động Long An', 'Long An Stadium', '隆安體育場', C.longan, 19000, 2000),
  venue('ninhbinh', 'Sân vận động Ninh Bình', 'Ninh Binh Stadium', '寧平體育場', C.ninhbinh, 22000, 2007),
  venue('tudo', 'Sân vận động Tự Do', 'Tu Do Stadium', '自由體育場', C.hue, 25000, 1932),
  venue('binhphuoc', 'Sân vận động Bình Phước', 'Binh Phuoc Stadium', '平福體育場', C.binhphuoc, 10000, 2003),
  venue('caolanh', 'Sân vận động Cao Lãnh', 'Cao Lanh Stadium', '高嶺體育場', C.dongthap, 23000, 1996),
  venue('buonmathuot', 'Sân vận động Buôn Ma Thuột', 'Buon Ma Thuot Stadium', '邦美蜀體育場', C.daklak, 25000, 1995),
  venue('pvf', 'Sân vận động PVF', 'PVF Stadium', 'PVF體育場', C.hungyen, 3000, 2018),
  venue('tamky', 'Sân vận động Tam Kỳ', 'Tam Ky Stadium', '三岐體育場', C.quangnam, 15624, 1997),
  venue('cantho', 'Sân vận động Cần Thơ', 'Can Tho Stadium', '芹苴體育場', C.cantho, 45000, 2005),
  venue('hoabinh', 'Sân vận động Hòa Bình', 'Hoa Binh Stadium', '和平體育場', C.hoabinh, 12000, 1998),
];

/** A city of a foreign league, with its name in each language (vi keeps the local spelling). */
export type City = [vi: string, en: string, zh: string];

export interface ForeignLeagueNames {
  country: string;
  cities: City[];
  /** Club name patterns: `{city}` is replaced; zh patterns use the Chinese city name. */
  patterns: [en: string, zh: string][];
  stadium: [en: string, zh: string];
}

export const FOREIGN_LEAGUES: ForeignLeagueNames[] = [
  {
    country: 'EN',
    cities: [
      ['London', 'London', '倫敦'], ['Manchester', 'Manchester', '曼徹斯特'], ['Liverpool', 'Liverpool', '利物浦'],
      ['Birmingham', 'Birmingham', '伯明翰'], ['Leeds', 'Leeds', '列斯'], ['Newcastle', 'Newcastle', '紐卡素'],
      ['Bristol', 'Bristol', '布里斯托'], ['Sheffield', 'Sheffield', '雪菲爾'], ['Brighton', 'Brighton', '白禮頓'],
      ['Nottingham', 'Nottingham', '諾定咸'], ['Southampton', 'Southampton', '修咸頓'], ['Leicester', 'Leicester', '李斯特'],
      ['York', 'York', '約克'], ['Norwich', 'Norwich', '諾域治'],
    ],
    patterns: [['{city} Athletic', '{city}競技'], ['{city} Rovers', '{city}流浪'], ['{city} Borough', '{city}自治市'], ['{city} Rangers', '{city}遊騎兵'], ['{city} Town', '{city}鎮']],
    stadium: ['{city} Park', '{city}公園球場'],
  },
  {
    country: 'ES',
    cities: [
      ['Madrid', 'Madrid', '馬德里'], ['Barcelona', 'Barcelona', '巴塞隆拿'], ['Sevilla', 'Seville', '西維爾'],
      ['Valencia', 'Valencia', '華倫西亞'], ['Bilbao', 'Bilbao', '畢爾包'], ['Málaga', 'Malaga', '馬拉加'],
      ['Zaragoza', 'Zaragoza', '薩拉戈薩'], ['Granada', 'Granada', '格拉納達'], ['Córdoba', 'Cordoba', '哥多華'],
      ['Vigo', 'Vigo', '維戈'], ['Cádiz', 'Cadiz', '加的斯'], ['Alicante', 'Alicante', '阿利坎特'],
      ['Murcia', 'Murcia', '莫夕亞'], ['Valladolid', 'Valladolid', '華拉度利'],
    ],
    patterns: [['Unión {city}', '{city}聯合'], ['Deportivo {city}', '{city}體育'], ['CF {city}', '{city}足球會'], ['Atlético {city}', '{city}競技'], ['Racing {city}', '{city}競賽']],
    stadium: ['Estadio de {city}', '{city}體育場'],
  },
  {
    country: 'IT',
    cities: [
      ['Milano', 'Milan', '米蘭'], ['Roma', 'Rome', '羅馬'], ['Torino', 'Turin', '都靈'],
      ['Napoli', 'Naples', '拿坡里'], ['Firenze', 'Florence', '佛羅倫斯'], ['Genova', 'Genoa', '熱那亞'],
      ['Bologna', 'Bologna', '博洛尼亞'], ['Verona', 'Verona', '維羅納'], ['Palermo', 'Palermo', '巴勒莫'],
      ['Bari', 'Bari', '巴里'], ['Parma', 'Parma', '帕爾馬'], ['Venezia', 'Venice', '威尼斯'],
      ['Bergamo', 'Bergamo', '貝加莫'], ['Cagliari', 'Cagliari', '卡利亞里'],
    ],
    patterns: [['Virtus {city}', '{city}美德'], ['Sporting {city}', '{city}運動'], ['Unione {city}', '{city}聯盟'], ['Audax {city}', '{city}勇者'], ['Pro {city}', '{city}職業']],
    stadium: ['Stadio di {city}', '{city}球場'],
  },
  {
    country: 'DE',
    cities: [
      ['Berlin', 'Berlin', '柏林'], ['München', 'Munich', '慕尼黑'], ['Hamburg', 'Hamburg', '漢堡'],
      ['Köln', 'Cologne', '科隆'], ['Frankfurt', 'Frankfurt', '法蘭克福'], ['Stuttgart', 'Stuttgart', '斯圖加特'],
      ['Dortmund', 'Dortmund', '多蒙特'], ['Bremen', 'Bremen', '不來梅'], ['Leipzig', 'Leipzig', '萊比錫'],
      ['Hannover', 'Hanover', '漢諾威'], ['Düsseldorf', 'Dusseldorf', '杜塞道夫'], ['Nürnberg', 'Nuremberg', '紐倫堡'],
      ['Mainz', 'Mainz', '美因茲'], ['Freiburg', 'Freiburg', '弗賴堡'],
    ],
    patterns: [['SV {city}', '{city}體育會'], ['Viktoria {city}', '{city}維多利亞'], ['Sportfreunde {city}', '{city}體育之友'], ['TSV {city}', '{city}TSV'], ['Fortuna {city}', '{city}幸運']],
    stadium: ['{city} Arena', '{city}球場'],
  },
];

/** A name part: [vi, en, zh]. */
export type Part = [string, string, string];

export const VN_SURNAMES: Part[] = [
  ['Nguyễn', 'Nguyen', '阮'], ['Trần', 'Tran', '陳'], ['Lê', 'Le', '黎'], ['Phạm', 'Pham', '范'], ['Hoàng', 'Hoang', '黃'],
  ['Phan', 'Phan', '潘'], ['Vũ', 'Vu', '武'], ['Đặng', 'Dang', '鄧'], ['Bùi', 'Bui', '裴'], ['Đỗ', 'Do', '杜'],
  ['Hồ', 'Ho', '胡'], ['Ngô', 'Ngo', '吳'], ['Dương', 'Duong', '楊'], ['Lý', 'Ly', '李'], ['Đinh', 'Dinh', '丁'],
];
export const VN_MIDDLE: Part[] = [
  ['Văn', 'Van', '文'], ['Đức', 'Duc', '德'], ['Công', 'Cong', '公'], ['Quang', 'Quang', '光'], ['Minh', 'Minh', '明'],
  ['Thanh', 'Thanh', '清'], ['Tiến', 'Tien', '進'], ['Xuân', 'Xuan', '春'], ['Duy', 'Duy', '維'], ['Hữu', 'Huu', '有'],
  ['Đình', 'Dinh', '廷'], ['Thành', 'Thanh', '成'], ['Hoàng', 'Hoang', '黃'], ['Trọng', 'Trong', '仲'],
];
export const VN_GIVEN: Part[] = [
  ['Hải', 'Hai', '海'], ['Quyết', 'Quyet', '決'], ['Phượng', 'Phuong', '鳳'], ['Mạnh', 'Manh', '孟'], ['Hùng', 'Hung', '雄'],
  ['Dũng', 'Dung', '勇'], ['Long', 'Long', '龍'], ['Tuấn', 'Tuan', '俊'], ['Anh', 'Anh', '英'], ['Huy', 'Huy', '輝'],
  ['Hậu', 'Hau', '厚'], ['Phong', 'Phong', '峰'], ['Toàn', 'Toan', '全'], ['Khải', 'Khai', '凱'], ['Tài', 'Tai', '才'],
  ['Thắng', 'Thang', '勝'], ['Nam', 'Nam', '南'], ['Lâm', 'Lam', '林'], ['Sơn', 'Son', '山'], ['Vinh', 'Vinh', '榮'],
  ['Cường', 'Cuong', '強'], ['Quân', 'Quan', '軍'], ['Đạt', 'Dat', '達'], ['Bảo', 'Bao', '寶'], ['Khang', 'Khang', '康'],
  ['Hiếu', 'Hieu', '孝'], ['Tâm', 'Tam', '心'], ['Thịnh', 'Thinh', '盛'], ['Việt', 'Viet', '越'], ['Trung', 'Trung', '忠'],
];

/** Given names and surnames of other countries: [local spelling, English, zh transliteration]. */
export const FOREIGN_NAMES: Record<string, { given: Part[]; surnames: Part[] }> = {
  EN: {
    given: [['James', 'James', '詹姆斯'], ['Oliver', 'Oliver', '奧利弗'], ['Harry', 'Harry', '哈利'], ['Jack', 'Jack', '傑克'], ['George', 'George', '喬治'], ['Thomas', 'Thomas', '湯瑪斯'], ['Daniel', 'Daniel', '丹尼爾'], ['Ryan', 'Ryan', '瑞恩'], ['Luke', 'Luke', '盧克'], ['Adam', 'Adam', '亞當'], ['Kyle', 'Kyle', '凱爾'], ['Lewis', 'Lewis', '路易斯'], ['William', 'William', '威廉'], ['Charlie', 'Charlie', '查理'], ['Joshua', 'Joshua', '約書亞'], ['Samuel', 'Samuel', '塞繆爾'], ['Joe', 'Joe', '喬'], ['Benjamin', 'Benjamin', '班傑明'], ['Mason', 'Mason', '梅森'], ['Callum', 'Callum', '卡勒姆'], ['Aaron', 'Aaron', '亞倫'], ['Declan', 'Declan', '德克蘭'], ['Jamie', 'Jamie', '傑米'], ['Reece', 'Reece', '里斯'], ['Connor', 'Connor', '康納'], ['Nathan', 'Nathan', '內森'], ['Ethan', 'Ethan', '伊森'], ['Jude', 'Jude', '裘德'], ['Harvey', 'Harvey', '哈維'], ['Alfie', 'Alfie', '阿爾菲'], ['Freddie', 'Freddie', '弗雷迪'], ['Henry', 'Henry', '亨利'], ['Phil', 'Phil', '菲爾'], ['Kieran', 'Kieran', '基蘭'], ['Mark', 'Mark', '馬克'], ['Wayne', 'Wayne', '韋恩'], ['Steven', 'Steven', '史蒂文']],
    surnames: [['Walker', 'Walker', '沃克'], ['Smith', 'Smith', '史密斯'], ['Taylor', 'Taylor', '泰勒'], ['Brown', 'Brown', '布朗'], ['Wilson', 'Wilson', '威爾遜'], ['Evans', 'Evans', '埃文斯'], ['Wright', 'Wright', '賴特'], ['Hughes', 'Hughes', '休斯'], ['Cooper', 'Cooper', '庫珀'], ['Turner', 'Turner', '特納'], ['Ward', 'Ward', '沃德'], ['Parker', 'Parker', '帕克'], ['Jones', 'Jones', '瓊斯'], ['Roberts', 'Roberts', '羅伯茨'], ['Thompson', 'Thompson', '湯普森'], ['White', 'White', '懷特'], ['Green', 'Green', '格林'], ['Hall', 'Hall', '霍爾'], ['Wood', 'Wood', '伍德'], ['Clarke', 'Clarke', '克拉克'], ['Baker', 'Baker', '貝克'], ['Harrison', 'Harrison', '哈里森'], ['Morris', 'Morris', '莫里斯'], ['Hill', 'Hill', '希爾'], ['Moore', 'Moore', '摩爾'], ['Bennett', 'Bennett', '班尼特'], ['Kane', 'Kane', '凱恩'], ['Rice', 'Rice', '賴斯'], ['Stones', 'Stones', '斯通斯'], ['Shaw', 'Shaw', '蕭'], ['Bell', 'Bell', '貝爾'], ['Mitchell', 'Mitchell', '米切爾'], ['Foster', 'Foster', '福斯特'], ['Palmer', 'Palmer', '帕爾默'], ['Henderson', 'Henderson', '亨德森'], ['Barnes', 'Barnes', '巴恩斯'], ['Carter', 'Carter', '卡特'], ['Phillips', 'Phillips', '菲利普斯'], ['Marshall', 'Marshall', '馬歇爾'], ['Chapman', 'Chapman', '查普曼']],
  },
  ES: {
    given: [['Alejandro', 'Alejandro', '亞歷杭德羅'], ['Pablo', 'Pablo', '巴勃羅'], ['Sergio', 'Sergio', '塞爾吉奧'], ['Javier', 'Javier', '哈維爾'], ['Diego', 'Diego', '迪亞哥'], ['Carlos', 'Carlos', '卡洛斯'], ['Álvaro', 'Alvaro', '阿爾瓦羅'], ['Iker', 'Iker', '伊克爾'], ['Marcos', 'Marcos', '馬科斯'], ['Raúl', 'Raul', '勞爾'], ['Jorge', 'Jorge', '豪爾赫'], ['Dani', 'Dani', '丹尼'], ['David', 'David', '大衛'], ['Adrián', 'Adrian', '阿德里安'], ['Rubén', 'Ruben', '魯本'], ['Fernando', 'Fernando', '費爾南多'], ['Miguel', 'Miguel', '米格爾'], ['Antonio', 'Antonio', '安東尼奧'], ['Manuel', 'Manuel', '曼努埃爾'], ['Juan', 'Juan', '胡安'], ['Andrés', 'Andres', '安德烈斯'], ['Mario', 'Mario', '馬里奧'], ['Víctor', 'Victor', '維克多'], ['Iván', 'Ivan', '伊萬'], ['Rodrigo', 'Rodrigo', '羅德里戈'], ['Gonzalo', 'Gonzalo', '貢薩洛'], ['Nacho', 'Nacho', '納喬'], ['Unai', 'Unai', '烏奈'], ['Mikel', 'Mikel', '米克爾'], ['Asier', 'Asier', '阿西爾'], ['Borja', 'Borja', '博爾哈'], ['Íñigo', 'Inigo', '伊尼戈'], ['Hugo', 'Hugo', '雨果'], ['Óscar', 'Oscar', '奧斯卡'], ['Rafa', 'Rafa', '拉法'], ['Santi', 'Santi', '桑蒂']],
    surnames: [['García', 'Garcia', '加西亞'], ['Martínez', 'Martinez', '馬丁內斯'], ['López', 'Lopez', '洛佩斯'], ['Sánchez', 'Sanchez', '桑切斯'], ['Romero', 'Romero', '羅梅羅'], ['Navarro', 'Navarro', '納瓦羅'], ['Torres', 'Torres', '托雷斯'], ['Ruiz', 'Ruiz', '魯伊斯'], ['Moreno', 'Moreno', '莫雷諾'], ['Ortega', 'Ortega', '奧爾特加'], ['Castillo', 'Castillo', '卡斯蒂略'], ['Delgado', 'Delgado', '德爾加多'], ['Fernández', 'Fernandez', '費爾南德斯'], ['González', 'Gonzalez', '岡薩雷斯'], ['Rodríguez', 'Rodriguez', '羅德里格斯'], ['Pérez', 'Perez', '佩雷斯'], ['Gómez', 'Gomez', '戈麥斯'], ['Díaz', 'Diaz', '迪亞斯'], ['Hernández', 'Hernandez', '埃爾南德斯'], ['Muñoz', 'Munoz', '穆尼奧斯'], ['Álvarez', 'Alvarez', '阿爾瓦雷斯'], ['Jiménez', 'Jimenez', '希門尼斯'], ['Gutiérrez', 'Gutierrez', '古鐵雷斯'], ['Serrano', 'Serrano', '塞拉諾'], ['Ramos', 'Ramos', '拉莫斯'], ['Molina', 'Molina', '莫利納'], ['Morales', 'Morales', '莫拉萊斯'], ['Vázquez', 'Vazquez', '巴斯克斯'], ['Herrera', 'Herrera', '埃雷拉'], ['Medina', 'Medina', '梅迪納'], ['Cortés', 'Cortes', '科爾特斯'], ['Iglesias', 'Iglesias', '伊格萊西亞斯'], ['Blanco', 'Blanco', '布蘭科'], ['Suárez', 'Suarez', '蘇亞雷斯'], ['Vidal', 'Vidal', '比達爾'], ['Marín', 'Marin', '馬林']],
  },
  IT: {
    given: [['Marco', 'Marco', '馬可'], ['Luca', 'Luca', '盧卡'], ['Giorgio', 'Giorgio', '喬治奧'], ['Matteo', 'Matteo', '馬提奧'], ['Lorenzo', 'Lorenzo', '羅倫佐'], ['Alessandro', 'Alessandro', '亞歷山卓'], ['Federico', 'Federico', '費德里科'], ['Davide', 'Davide', '達維德'], ['Simone', 'Simone', '西蒙尼'], ['Andrea', 'Andrea', '安德烈亞'], ['Nicolò', 'Nicolo', '尼科洛'], ['Riccardo', 'Riccardo', '里卡多'], ['Francesco', 'Francesco', '法蘭切斯科'], ['Giovanni', 'Giovanni', '喬瓦尼'], ['Stefano', 'Stefano', '斯特凡諾'], ['Fabio', 'Fabio', '法比奧'], ['Roberto', 'Roberto', '羅伯托'], ['Paolo', 'Paolo', '保羅'], ['Daniele', 'Daniele', '達尼埃萊'], ['Gianluca', 'Gianluca', '吉安盧卡'], ['Leonardo', 'Leonardo', '萊昂納多'], ['Filippo', 'Filippo', '菲利波'], ['Emanuele', 'Emanuele', '埃馬努埃萊'], ['Mattia', 'Mattia', '馬蒂亞'], ['Alessio', 'Alessio', '阿萊西奧'], ['Gabriele', 'Gabriele', '加布里埃萊'], ['Tommaso', 'Tommaso', '托馬索'], ['Giacomo', 'Giacomo', '賈科莫'], ['Massimo', 'Massimo', '馬西莫'], ['Claudio', 'Claudio', '克勞迪奧'], ['Salvatore', 'Salvatore', '薩爾瓦托雷'], ['Domenico', 'Domenico', '多梅尼科'], ['Vincenzo', 'Vincenzo', '文森佐'], ['Pietro', 'Pietro', '彼得羅'], ['Enrico', 'Enrico', '恩里科'], ['Ciro', 'Ciro', '奇羅']],
    surnames: [['Rossi', 'Rossi', '羅西'], ['Bianchi', 'Bianchi', '比安奇'], ['Romano', 'Romano', '羅馬諾'], ['Colombo', 'Colombo', '科倫坡'], ['Ricci', 'Ricci', '里奇'], ['Marino', 'Marino', '馬里諾'], ['Greco', 'Greco', '格雷科'], ['Bruno', 'Bruno', '布魯諾'], ['Gallo', 'Gallo', '加洛'], ['Conti', 'Conti', '孔蒂'], ['Esposito', 'Esposito', '埃斯波西托'], ['Moretti', 'Moretti', '莫雷蒂'], ['Ferrari', 'Ferrari', '法拉利'], ['Russo', 'Russo', '魯索'], ['Giordano', 'Giordano', '喬爾達諾'], ['Mancini', 'Mancini', '曼奇尼'], ['Lombardi', 'Lombardi', '隆巴爾迪'], ['Barbieri', 'Barbieri', '巴爾比耶里'], ['Fontana', 'Fontana', '豐塔納'], ['Santoro', 'Santoro', '桑托羅'], ['Mariani', 'Mariani', '馬里亞尼'], ['Rinaldi', 'Rinaldi', '里納爾迪'], ['Caruso', 'Caruso', '卡魯索'], ['Martini', 'Martini', '馬蒂尼'], ['Leone', 'Leone', '萊昂內'], ['Longo', 'Longo', '隆戈'], ['Gentile', 'Gentile', '真蒂萊'], ['Martinelli', 'Martinelli', '馬丁內利'], ['Vitale', 'Vitale', '維塔萊'], ['Coppola', 'Coppola', '科波拉'], ['Ferri', 'Ferri', '費里'], ['Marchetti', 'Marchetti', '馬爾凱蒂'], ['Pellegrini', 'Pellegrini', '佩萊格里尼'], ['Rizzo', 'Rizzo', '里佐'], ['Monti', 'Monti', '蒙蒂'], ['Cattaneo', 'Cattaneo', '卡塔內奧'], ['Bellini', 'Bellini', '貝利尼']],
  },
  DE: {
    given: [['Lukas', 'Lukas', '盧卡斯'], ['Jonas', 'Jonas', '約納斯'], ['Felix', 'Felix', '費利克斯'], ['Leon', 'Leon', '萊昂'], ['Maximilian', 'Maximilian', '馬克西米利安'], ['Niklas', 'Niklas', '尼克拉斯'], ['Tim', 'Tim', '蒂姆'], ['Jan', 'Jan', '揚'], ['Florian', 'Florian', '弗洛里安'], ['Timo', 'Timo', '蒂莫'], ['Paul', 'Paul', '保羅'], ['Moritz', 'Moritz', '莫里茨'], ['Sebastian', 'Sebastian', '塞巴斯蒂安'], ['Julian', 'Julian', '尤利安'], ['Kai', 'Kai', '凱'], ['Mats', 'Mats', '馬茨'], ['Philipp', 'Philipp', '菲利普'], ['Tobias', 'Tobias', '托比亞斯'], ['Benedikt', 'Benedikt', '貝內迪克特'], ['Matthias', 'Matthias', '馬蒂亞斯'], ['Stefan', 'Stefan', '斯特凡'], ['Michael', 'Michael', '米夏埃爾'], ['Christoph', 'Christoph', '克里斯托夫'], ['Jens', 'Jens', '延斯'], ['Dominik', 'Dominik', '多米尼克'], ['Marvin', 'Marvin', '馬文'], ['Kevin', 'Kevin', '凱文'], ['Dennis', 'Dennis', '丹尼斯'], ['Lars', 'Lars', '拉爾斯'], ['Robin', 'Robin', '羅賓'], ['Fabian', 'Fabian', '法比安'], ['Andreas', 'Andreas', '安德烈亞斯'], ['Jürgen', 'Juergen', '于爾根'], ['Lennart', 'Lennart', '倫納特'], ['Finn', 'Finn', '芬恩'], ['Nico', 'Nico', '尼科'], ['Erik', 'Erik', '埃里克']],
    surnames: [['Müller', 'Mueller', '穆勒'], ['Schmidt', 'Schmidt', '施密特'], ['Schneider', 'Schneider', '施奈德'], ['Fischer', 'Fischer', '費舍爾'], ['Weber', 'Weber', '韋伯'], ['Wagner', 'Wagner', '華格納'], ['Becker', 'Becker', '貝克爾'], ['Hoffmann', 'Hoffmann', '霍夫曼'], ['Koch', 'Koch', '科赫'], ['Richter', 'Richter', '里希特'], ['Klein', 'Klein', '克萊因'], ['Wolf', 'Wolf', '沃爾夫'], ['Meyer', 'Meyer', '邁爾'], ['Schulz', 'Schulz', '舒爾茨'], ['Schäfer', 'Schaefer', '舍費爾'], ['Bauer', 'Bauer', '鮑爾'], ['Schröder', 'Schroeder', '施羅德'], ['Neumann', 'Neumann', '諾伊曼'], ['Schwarz', 'Schwarz', '施瓦茨'], ['Zimmermann', 'Zimmermann', '齊默爾曼'], ['Braun', 'Braun', '布勞恩'], ['Krüger', 'Krueger', '克呂格爾'], ['Hartmann', 'Hartmann', '哈特曼'], ['Lange', 'Lange', '朗格'], ['Werner', 'Werner', '維爾納'], ['Krause', 'Krause', '克勞澤'], ['Lehmann', 'Lehmann', '萊曼'], ['Köhler', 'Koehler', '克勒'], ['Herrmann', 'Herrmann', '赫爾曼'], ['König', 'Koenig', '柯尼希'], ['Walter', 'Walter', '瓦爾特'], ['Huber', 'Huber', '胡貝爾'], ['Kaiser', 'Kaiser', '凱澤'], ['Fuchs', 'Fuchs', '富克斯'], ['Vogel', 'Vogel', '福格爾'], ['Keller', 'Keller', '凱勒'], ['Roth', 'Roth', '羅特']],
  },
  BR: {
    given: [['Lucas', 'Lucas', '盧卡斯'], ['Gabriel', 'Gabriel', '加布里埃爾'], ['Rafael', 'Rafael', '拉斐爾'], ['Thiago', 'Thiago', '蒂亞戈'], ['Felipe', 'Felipe', '費利佩'], ['Matheus', 'Matheus', '馬修斯'], ['Vinícius', 'Vinicius', '維尼修斯'], ['Caio', 'Caio', '卡約'], ['Bruno', 'Bruno', '布魯諾'], ['Pedro', 'Pedro', '佩德羅'], ['João', 'Joao', '若昂'], ['Gustavo', 'Gustavo', '古斯塔沃'], ['Guilherme', 'Guilherme', '吉列爾梅'], ['Eduardo', 'Eduardo', '愛德華多'], ['Marcelo', 'Marcelo', '馬塞洛'], ['Renato', 'Renato', '雷納托'], ['Júlio', 'Julio', '儒利奧'], ['Henrique', 'Henrique', '恩里克'], ['Arthur', 'Arthur', '阿圖爾'], ['Davi', 'Davi', '達維'], ['Heitor', 'Heitor', '埃托爾'], ['Murilo', 'Murilo', '穆里洛'], ['Igor', 'Igor', '伊戈爾'], ['Otávio', 'Otavio', '奧塔維奧'], ['Douglas', 'Douglas', '道格拉斯'], ['Wellington', 'Wellington', '威靈頓'], ['Everton', 'Everton', '埃弗頓'], ['Willian', 'Willian', '威利安'], ['Anderson', 'Anderson', '安德森'], ['Wesley', 'Wesley', '韋斯利'], ['Alisson', 'Alisson', '阿利森'], ['Danilo', 'Danilo', '達尼洛'], ['Leandro', 'Leandro', '萊安德羅'], ['Renan', 'Renan', '雷南'], ['Vitor', 'Vitor', '維托爾'], ['Emerson', 'Emerson', '埃默森'], ['Luan', 'Luan', '盧安']],
    surnames: [['Silva', 'Silva', '席爾瓦'], ['Santos', 'Santos', '桑托斯'], ['Oliveira', 'Oliveira', '奧利維拉'], ['Souza', 'Souza', '蘇薩'], ['Pereira', 'Pereira', '佩雷拉'], ['Costa', 'Costa', '科斯塔'], ['Almeida', 'Almeida', '阿爾梅達'], ['Ribeiro', 'Ribeiro', '里貝羅'], ['Ferreira', 'Ferreira', '費雷拉'], ['Rodrigues', 'Rodrigues', '羅德里格斯'], ['Alves', 'Alves', '阿爾維斯'], ['Lima', 'Lima', '利馬'], ['Gomes', 'Gomes', '戈梅斯'], ['Martins', 'Martins', '馬丁斯'], ['Carvalho', 'Carvalho', '卡瓦略'], ['Araújo', 'Araujo', '阿勞霍'], ['Rocha', 'Rocha', '羅沙'], ['Barbosa', 'Barbosa', '巴博薩'], ['Soares', 'Soares', '索亞雷斯'], ['Vieira', 'Vieira', '維埃拉'], ['Mendes', 'Mendes', '門德斯'], ['Cardoso', 'Cardoso', '卡多索'], ['Nascimento', 'Nascimento', '納西門托'], ['Moreira', 'Moreira', '莫雷拉'], ['Castro', 'Castro', '卡斯特羅'], ['Teixeira', 'Teixeira', '特謝拉'], ['Correia', 'Correia', '科雷亞'], ['Monteiro', 'Monteiro', '蒙特羅'], ['Nunes', 'Nunes', '努內斯'], ['Freitas', 'Freitas', '弗雷塔斯'], ['Machado', 'Machado', '馬查多'], ['Batista', 'Batista', '巴蒂斯塔'], ['Campos', 'Campos', '坎波斯'], ['Andrade', 'Andrade', '安德拉德'], ['Pinto', 'Pinto', '平托'], ['Miranda', 'Miranda', '米蘭達']],
  },
  US: {
    given: [['Marcus', 'Marcus', '馬庫斯'], ['Tyler', 'Tyler', '泰勒'], ['Jordan', 'Jordan', '喬丹'], ['Andre', 'Andre', '安德烈'], ['Chris', 'Chris', '克里斯'], ['Darius', 'Darius', '達里厄斯'], ['Michael', 'Michael', '麥可'], ['Brandon', 'Brandon', '布蘭登'], ['Justin', 'Justin', '賈斯汀'], ['Anthony', 'Anthony', '安東尼'], ['Jason', 'Jason', '傑森'], ['Brian', 'Brian', '布萊恩'], ['Derrick', 'Derrick', '德里克'], ['Jalen', 'Jalen', '傑倫'], ['Malik', 'Malik', '馬利克'], ['Trey', 'Trey', '特雷'], ['Isaiah', 'Isaiah', '以賽亞'], ['Devin', 'Devin', '德文'], ['Cameron', 'Cameron', '卡麥隆'], ['Austin', 'Austin', '奧斯汀'], ['Dylan', 'Dylan', '迪倫'], ['Zach', 'Zach', '札克'], ['Cole', 'Cole', '科爾'], ['Logan', 'Logan', '洛根'], ['Hunter', 'Hunter', '亨特'], ['Cody', 'Cody', '科迪'], ['Josh', 'Josh', '喬許'], ['Stephen', 'Stephen', '史蒂芬'], ['Jayden', 'Jayden', '傑登'], ['Caleb', 'Caleb', '凱勒布'], ['Travis', 'Travis', '崔維斯'], ['Eric', 'Eric', '艾瑞克'], ['Jeremy', 'Jeremy', '傑瑞米'], ['Terrence', 'Terrence', '泰倫斯']],
    surnames: [['Johnson', 'Johnson', '約翰遜'], ['Williams', 'Williams', '威廉斯'], ['Davis', 'Davis', '戴維斯'], ['Jackson', 'Jackson', '傑克遜'], ['Harris', 'Harris', '哈里斯'], ['Robinson', 'Robinson', '羅賓遜'], ['Miller', 'Miller', '米勒'], ['Martin', 'Martin', '馬丁'], ['Allen', 'Allen', '艾倫'], ['Scott', 'Scott', '史考特'], ['Adams', 'Adams', '亞當斯'], ['Nelson', 'Nelson', '尼爾森'], ['Campbell', 'Campbell', '坎貝爾'], ['Edwards', 'Edwards', '愛德華茲'], ['Collins', 'Collins', '柯林斯'], ['Stewart', 'Stewart', '史都華'], ['Morgan', 'Morgan', '摩根'], ['Murphy', 'Murphy', '墨菲'], ['Rogers', 'Rogers', '羅傑斯'], ['Reed', 'Reed', '里德'], ['Bailey', 'Bailey', '貝利'], ['Howard', 'Howard', '霍華德'], ['Brooks', 'Brooks', '布魯克斯'], ['Bryant', 'Bryant', '布萊恩特'], ['Coleman', 'Coleman', '科爾曼'], ['Jenkins', 'Jenkins', '詹金斯'], ['Powell', 'Powell', '鮑威爾'], ['Simmons', 'Simmons', '西蒙斯'], ['Gibson', 'Gibson', '吉布森'], ['Hayes', 'Hayes', '海斯'], ['Russell', 'Russell', '羅素'], ['Griffin', 'Griffin', '格里芬'], ['Wallace', 'Wallace', '華勒斯'], ['Sanders', 'Sanders', '桑德斯']],
  },
};

/** Basketball clubs (VBA) and esport teams: [vi, en, zh, code, city]. */
export const BASKETBALL_CLUBS: [string, string, string, string, LocalizedText][] = [
  ['Saigon Heat', 'Saigon Heat', '西貢熱火', 'SGH', C.hcm],
  ['Hanoi Buffaloes', 'Hanoi Buffaloes', '河內水牛', 'HNB', C.hanoi],
  ['Danang Dragons', 'Danang Dragons', '峴港飛龍', 'DND', C.danang],
  ['Cantho Catfish', 'Cantho Catfish', '芹苴鯰魚', 'CTC', C.cantho],
  ['Nha Trang Dolphins', 'Nha Trang Dolphins', '芽莊海豚', 'NTD', C.khanhhoa],
  ['Thang Long Warriors', 'Thang Long Warriors', '昇龍勇士', 'TLW', C.hanoi],
  ['Ho Chi Minh City Wings', 'Ho Chi Minh City Wings', '胡志明市之翼', 'HCW', C.hcm],
  ['Hai Phong Lions', 'Hai Phong Lions', '海防雄獅', 'HPL', C.haiphong],
  ['Hue Royals', 'Hue Royals', '順化皇家', 'HUR', C.hue],
  ['Vung Tau Sharks', 'Vung Tau Sharks', '頭頓鯊魚', 'VTS', C.vungtau],
];

export const ESPORT_TEAMS: [string, string, string, string][] = [
  ['Saigon Phantom', 'Saigon Phantom', '西貢幻影', 'SGP'],
  ['Hanoi Titans', 'Hanoi Titans', '河內泰坦', 'HNT'],
  ['Da Nang Storm', 'Da Nang Storm', '峴港風暴', 'DNS'],
  ['Mekong Dragons', 'Mekong Dragons', '湄公龍', 'MKD'],
  ['Red Lotus', 'Red Lotus', '紅蓮', 'RLT'],
  ['Golden Star Gaming', 'Golden Star Gaming', '金星電競', 'GSG'],
  ['Sky Tigers', 'Sky Tigers', '天虎', 'SKT'],
  ['Blue Phoenix', 'Blue Phoenix', '藍鳳凰', 'BPX'],
  ['Iron Elephants', 'Iron Elephants', '鐵象', 'IRE'],
  ['Jade Serpents', 'Jade Serpents', '翡翠蛇', 'JDS'],
  ['Lotus Esports', 'Lotus Esports', '蓮花電競', 'LTE'],
  ['Bamboo Knights', 'Bamboo Knights', '竹騎士', 'BMK'],
];

export const GAMER_TAGS = [
  'Shadow', 'Blaze', 'Kiro', 'Nova', 'Ryu', 'Vex', 'Lynx', 'Orca', 'Pixel', 'Zed', 'Kai', 'Milo', 'Raze', 'Sora', 'Tofu',
  'Yuki', 'Bolt', 'Echo', 'Frost', 'Hawk', 'Ivy', 'Jinx', 'Koi', 'Lumi', 'Mochi', 'Neko', 'Onyx', 'Puma', 'Quill', 'Rook',
  'Sage', 'Taro', 'Umbra', 'Vanta', 'Wasp', 'Xeno', 'Yeti', 'Zest', 'Ares', 'Boba', 'Coco', 'Dune', 'Ember', 'Fang',
  'Gale', 'Halo', 'Iris', 'Jolt', 'Karma', 'Lotus', 'Maple', 'Nimbus', 'Orbit', 'Pho', 'Quake', 'Rift', 'Saber', 'Tempo',
  'Ultra', 'Viper',
];

/** Pairs of club colours: primary, secondary. */
export const COLOURS: [string, string][] = [
  ['#c8102e', '#ffffff'], ['#003da5', '#ffd100'], ['#006a4e', '#ffffff'], ['#ffd100', '#1d1d1b'], ['#6a1b9a', '#ffffff'],
  ['#e35205', '#002855'], ['#0033a0', '#ffffff'], ['#a50044', '#004d98'], ['#1d1d1b', '#ffffff'], ['#00a3e0', '#ffffff'],
  ['#7a0019', '#ffb81c'], ['#009639', '#ffd100'], ['#002f6c', '#c8102e'], ['#ff6f00', '#1d1d1b'], ['#5c2d91', '#ffd100'],
  ['#0b6e4f', '#f2c14e'], ['#b5121b', '#1d1d1b'], ['#1e88e5', '#0d1b2a'],
];

export const FORMATIONS: Record<string, [number, number, number]> = {
  '4-3-3': [4, 3, 3],
  '4-4-2': [4, 4, 2],
  '4-2-3-1': [4, 5, 1],
  '3-5-2': [3, 5, 2],
  '3-4-3': [3, 4, 3],
};
