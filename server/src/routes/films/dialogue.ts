/**
 * The dialogue of the generated subtitles (vtt.ts): short scenes of three lines for each genre of
 * the seed, written in vi, en and zh line for line, spoken by two characters whose names come from
 * the film's country. {a} and {b} are the two names.
 */
import type { Language } from '../../i18n.ts';

export type Line = Record<Language, string>;
/** Three lines said one after the other. */
export type Scene = readonly [Line, Line, Line];

const l = (vi: string, en: string, zh: string): Line => ({ vi, en, zh });

export const SCENES_BY_GENRE: Record<string, readonly Scene[]> = {
  'hanh-dong': [
    [l('{a}, xe của chúng đang rẽ vào hẻm!', '{a}, their car is turning into the alley!', '{a}，他們的車轉進巷子了！'), l('Bám chặt vào, tôi sẽ chặn đầu.', "Hold on tight, I'll cut them off.", '抓緊，我去攔住他們。'), l('Cẩn thận, {b}! Phía trước là ngõ cụt!', "Careful, {b}! It's a dead end ahead!", '小心，{b}！前面是死路！')],
    [l('Còn bao nhiêu thời gian?', 'How much time do we have?', '還剩多少時間？'), l('Chín mươi giây, không hơn.', 'Ninety seconds, no more.', '九十秒，不能再多。'), l('Vậy thì chạy đi, {a}!', 'Then run, {a}!', '那就快跑，{a}！')],
    [l('Họ đông quá, ta không thắng nổi đâu.', "There are too many of them, we can't win.", '他們人太多了，我們贏不了。'), l('Tôi không cần thắng, chỉ cần cầm chân họ.', "I don't need to win, just to hold them back.", '我不用贏，只要拖住他們。'), l('Được, tôi sẽ đợi anh ở bến cảng.', "All right, I'll wait for you at the docks.", '好，我在碼頭等你。')],
  ],
  'tinh-cam': [
    [l('{b}, là anh thật sao?', '{b}, is it really you?', '{b}，真的是你嗎？'), l('Anh đã hứa sẽ quay lại mà.', 'I promised I would come back.', '我答應過會回來的。'), l('Em đã đợi câu nói ấy suốt mười năm.', "I've waited ten years to hear that.", '這句話我等了十年。')],
    [l('Trời mưa rồi, em có mang ô không?', "It's raining, did you bring an umbrella?", '下雨了，你有帶傘嗎？'), l('Không, nhưng đi cùng anh thì ướt cũng được.', "No, but I don't mind getting wet with you.", '沒有，但和你一起淋雨也沒關係。'), l('Vậy mình đi chậm thôi, {a}.', "Then let's walk slowly, {a}.", '那我們慢慢走吧，{a}。')],
    [l('Sao anh không nói sớm hơn?', "Why didn't you tell me sooner?", '你為什麼不早點說？'), l('Vì anh sợ em sẽ đi mất.', "Because I was afraid you'd leave.", '因為我怕你會離開。'), l('Em vẫn ở đây mà, {b}.', "I'm still here, {b}.", '我還在這裡啊，{b}。')],
  ],
  'hai-huoc': [
    [l('{b}, sao anh lại mặc áo ngược thế kia?', '{b}, why is your shirt on backwards?', '{b}，你的衣服怎麼穿反了？'), l('Đây là mốt mới nhất đấy, cô không biết à?', "It's the latest fashion, didn't you know?", '這是最新潮流，你不知道嗎？'), l('Mốt của ai? Của con mèo nhà tôi à?', "Whose fashion? My cat's?", '誰的潮流？我家貓的嗎？')],
    [l('Tôi chỉ đi mua bánh mì thôi mà.', 'I only went out to buy bread.', '我只是出去買個麵包。'), l('Rồi sao lại về với một con vịt?', 'Then why did you come back with a duck?', '那你怎麼帶回一隻鴨子？'), l('Chuyện dài lắm, {a} ạ.', "It's a long story, {a}.", '說來話長啊，{a}。')],
    [l('Kế hoạch của anh chắc chắn chứ?', 'Are you sure about your plan?', '你的計畫確定沒問題嗎？'), l('Chắc chắn một trăm phần trăm!', 'One hundred percent sure!', '百分之百確定！'), l('Lần trước anh cũng nói y như vậy.', 'You said exactly that last time.', '你上次也是這麼說的。')],
  ],
  'kinh-di': [
    [l('{a}, cậu có nghe thấy tiếng gì không?', '{a}, did you hear something?', '{a}，你有聽到什麼聲音嗎？'), l('Chỉ là gió thôi, đừng tự dọa mình.', "It's only the wind, don't scare yourself.", '只是風而已，別自己嚇自己。'), l('Gió đâu biết gọi tên người, {a}.', "The wind doesn't call people by name, {a}.", '風不會叫人的名字，{a}。')],
    [l('Cánh cửa này lúc nãy đóng mà.', 'This door was shut a minute ago.', '這扇門剛才明明是關著的。'), l('Ai đã mở nó?', 'Who opened it?', '是誰打開的？'), l('Đừng vào trong, {b}. Làm ơn.', "Don't go in, {b}. Please.", '別進去，{b}。拜託。')],
    [l('Máy quay vẫn đang ghi chứ?', 'Is the camera still recording?', '攝影機還在錄嗎？'), l('Có, nhưng màn hình cứ nhiễu mãi.', 'Yes, but the screen keeps flickering.', '在錄，但畫面一直閃。'), l('Nhìn kìa... có người đứng sau lưng cậu.', "Look... someone's standing behind you.", '你看……有人站在你身後。')],
  ],
  'hoat-hinh': [
    [l('Theo tớ nào, tớ biết đường tắt!', 'Follow me, I know a shortcut!', '跟我來，我知道捷徑！'), l('Nhưng đường tắt của cậu lần nào cũng lạc.', 'But your shortcuts always get us lost.', '可是你的捷徑每次都會迷路。'), l('Lần này khác mà, {b}!', "This time it's different, {b}!", '這次不一樣啦，{b}！')],
    [l('Mình có thể bay lên đó không?', 'Can we fly up there?', '我們能飛上去嗎？'), l('Chỉ cần cậu tin là được.', 'Only if you believe we can.', '只要你相信就可以。'), l('Vậy thì tớ tin! Đi thôi, {a}!', "Then I believe! Let's go, {a}!", '那我相信！出發吧，{a}！')],
    [l('Ôi không, chiếc đèn lồng bị gió cuốn đi rồi!', 'Oh no, the wind took the lantern!', '糟了，燈籠被風吹走了！'), l('Đừng lo, mình sẽ tìm lại nó.', "Don't worry, we'll find it again.", '別擔心，我們會找回來的。'), l('Hứa nhé, {a}?', 'Promise, {a}?', '說好了喔，{a}？')],
  ],
  'vien-tuong': [
    [l('Tín hiệu này không đến từ Trái Đất.', "This signal didn't come from Earth.", '這個訊號不是來自地球。'), l('Vậy nó đến từ đâu, {a}?', 'Then where did it come from, {a}?', '那它來自哪裡，{a}？'), l('Từ phía bên kia mặt trời.', 'From the far side of the sun.', '來自太陽的另一邊。')],
    [l('Oxy chỉ còn đủ cho sáu tiếng.', 'We have oxygen for six more hours.', '氧氣只夠再撐六個小時。'), l('Đủ để sửa xong tấm pin không?', 'Enough to fix the panel?', '夠修好那塊太陽板嗎？'), l('Nếu chị giữ bình tĩnh thì đủ, {b}.', 'If you stay calm, it is, {b}.', '只要你保持冷靜就夠，{b}。')],
    [l('Trạm điều khiển, các bạn có nghe rõ không?', 'Control, do you read me?', '控制中心，聽得到嗎？'), l('Nghe rõ. Cơn bão sẽ tới sau mười phút.', 'Loud and clear. The storm hits in ten minutes.', '收到。風暴十分鐘後到達。'), l('Hiểu rồi. Chúng tôi sẽ về nhà.', "Understood. We're coming home.", '明白。我們要回家了。')],
  ],
  'tam-ly': [
    [l('Con xin lỗi vì đã không về sớm hơn.', "I'm sorry I didn't come home sooner.", '對不起，我沒能早點回家。'), l('Về là được rồi, {a}.', "You're home now, {a}. That's enough.", '回來就好，{a}。'), l('Mẹ vẫn để phòng con như cũ à?', 'You kept my room as it was?', '您還把我的房間留著原樣嗎？')],
    [l('Anh có bao giờ hối hận không?', 'Do you ever regret it?', '你有後悔過嗎？'), l('Ngày nào cũng có, {b} ạ.', 'Every single day, {b}.', '每一天都有，{b}。'), l('Vậy sao anh không quay lại?', "Then why didn't you go back?", '那你為什麼不回頭？')],
    [l('Nước lên nhanh quá, ta phải dời đồ lên gác.', 'The water is rising fast, we must move things upstairs.', '水漲得太快了，得把東西搬上樓。'), l('Còn mấy bao lúa ngoài hiên thì sao?', 'What about the rice sacks on the porch?', '那門廊上的幾袋稻米怎麼辦？'), l('Để đó, người quan trọng hơn lúa, {a}.', 'Leave them, people matter more than rice, {a}.', '先別管，人比稻米重要，{a}。')],
  ],
  'co-trang': [
    [l('Tướng quân, quân giặc đã qua sông.', 'General, the enemy has crossed the river.', '將軍，敵軍已經渡河了。'), l('Truyền lệnh giữ vững cổng thành.', 'Order the men to hold the gates.', '傳令下去，死守城門。'), l('Tuân lệnh! Thề chết không lùi!', "At your command! We'll never fall back!", '遵命！誓死不退！')],
    [l('Nàng định đi thật sao, {b}?', 'Are you really leaving, {b}?', '{b}，你真的要走嗎？'), l('Đất nước cần người, thiếp không thể ở lại.', 'The country needs everyone, I cannot stay.', '國家需要人，我不能留下。'), l('Vậy xin nàng giữ lấy chiếc trâm này.', 'Then please keep this hairpin.', '那請你收下這支髮簪。')],
    [l('Trăng đêm nay sáng quá.', 'The moon is so bright tonight.', '今晚的月亮好亮。'), l('Ngày mai ra trận, chẳng biết còn được ngắm không.', "Tomorrow we march, who knows if we'll see it again.", '明天就要上陣，不知還能不能再看到。'), l('Sẽ còn, {a}. Nhất định sẽ còn.', 'We will, {a}. We surely will.', '會的，{a}。一定會的。')],
  ],
  'hinh-su': [
    [l('Dấu vân tay này lại xuất hiện rồi.', 'That fingerprint has turned up again.', '這枚指紋又出現了。'), l('Cùng một người sao, {a}?', 'The same person, {a}?', '是同一個人嗎，{a}？'), l('Hoặc là ai đó muốn ta nghĩ vậy.', 'Or someone wants us to think so.', '或者有人想讓我們這麼以為。')],
    [l('Đêm hôm đó anh ở đâu?', 'Where were you that night?', '那天晚上你在哪裡？'), l('Ở nhà. Tôi đã nói với các anh rồi.', "At home. I've told you already.", '在家。我已經說過了。'), l('Camera ngoài bến nói khác đấy, {b}.', 'The camera at the pier says otherwise, {b}.', '碼頭的監視器可不是這麼說的，{b}。')],
    [l('Hàng sẽ lên thuyền lúc nửa đêm.', 'The goods go on the boat at midnight.', '貨會在午夜上船。'), l('Báo cho cả đội, không ai được nổ súng trước.', 'Tell the team, nobody fires first.', '通知全隊，誰都不准先開槍。'), l('Rõ. Lần này chúng không thoát được đâu.', "Understood. They won't get away this time.", '明白。這次他們逃不掉了。')],
  ],
  'gia-dinh': [
    [l('Bố ơi, hôm nay mình ăn gì thế?', 'Dad, what are we having today?', '爸爸，我們今天吃什麼？'), l('Món phở con thích nhất.', 'Your favourite, noodle soup.', '你最愛的河粉。'), l('Con yêu bố nhất trên đời!', 'I love you more than anything, Dad!', '我最愛爸爸了！')],
    [l('Cả nhà ăn cơm thôi, {b} gọi ông xuống đi.', 'Dinner is ready, {b}, go and call Grandpa.', '開飯了，{b}，去叫爺爺下來。'), l('Ông bảo xem hết trận bóng đã.', 'Grandpa says after the match.', '爺爺說看完球賽再說。'), l('Trận bóng nào mà từ sáng tới giờ chưa hết?', 'What match has been on since morning?', '哪有球賽從早上踢到現在還沒完？')],
    [l('Con xin lỗi vì làm vỡ chiếc bình.', "I'm sorry I broke the vase.", '對不起，我打破了花瓶。'), l('Bình vỡ thì mua cái khác, con không sao là được.', "A vase can be replaced, as long as you're all right.", '花瓶破了再買就好，你沒事就好。'), l('Mẹ không giận con thật chứ?', "You're really not angry, Mum?", '媽媽真的不生氣嗎？')],
  ],
  'the-thao': [
    [l('Còn năm phút, ta vẫn đang thua một bàn.', "Five minutes left and we're still a goal down.", '還剩五分鐘，我們還落後一球。'), l('Dồn lên hết đi, {a}! Không còn gì để mất!', "Everyone forward, {a}! We've nothing to lose!", '全員壓上，{a}！我們沒什麼好輸的！'), l('Chuyền cho tôi, tôi sẽ sút!', "Pass it to me, I'll shoot!", '傳給我，我來射門！')],
    [l('Chân cậu còn đau không?', 'Does your leg still hurt?', '你的腿還痛嗎？'), l('Đau, nhưng tôi sẽ không rời sân.', "It does, but I'm not leaving the pitch.", '痛，但我不會離場。'), l('Được, cả đội sẽ chạy thay phần cậu, {b}.', "All right, the team will run for you, {b}.", '好，全隊替你多跑一點，{b}。')],
    [l('Làng mình chưa ai được đá ở sân lớn.', 'Nobody from our village has played in a big stadium.', '我們村還沒有人在大球場踢過球。'), l('Thì mình sẽ là những người đầu tiên.', "Then we'll be the first.", '那我們就當第一批人。'), l('Vì làng, vì cả những người đã tin mình!', 'For the village, and for everyone who believed in us!', '為了村子，也為了所有相信我們的人！')],
  ],
};

/** Two names a film's characters go by, per country of the seed (vi, en, zh). */
export const NAMES_BY_COUNTRY: Record<string, readonly (readonly [Line, Line])[]> = {
  'viet-nam': [
    [l('Lan', 'Lan', '阿蘭'), l('Minh', 'Minh', '阿明')],
    [l('Hạnh', 'Hanh', '阿幸'), l('Tuấn', 'Tuan', '阿俊')],
  ],
  'han-quoc': [
    [l('Ji-woo', 'Ji-woo', '智友'), l('Min-jun', 'Min-jun', '敏俊')],
    [l('Seo-yeon', 'Seo-yeon', '瑞妍'), l('Do-hyun', 'Do-hyun', '道賢')],
  ],
  'nhat-ban': [
    [l('Yuki', 'Yuki', '由紀'), l('Haruto', 'Haruto', '陽斗')],
    [l('Aoi', 'Aoi', '葵'), l('Ren', 'Ren', '蓮')],
  ],
  'thai-lan': [
    [l('Nok', 'Nok', '諾'), l('Somchai', 'Somchai', '頌猜')],
    [l('Mali', 'Mali', '瑪莉'), l('Niran', 'Niran', '尼蘭')],
  ],
  'trung-quoc': [
    [l('Tiểu Vũ', 'Xiaoyu', '小雨'), l('A Vĩ', 'Wei', '阿偉')],
    [l('Lâm Lâm', 'Linlin', '琳琳'), l('Hạo', 'Hao', '浩')],
  ],
  'au-my': [
    [l('Emma', 'Emma', '艾瑪'), l('Jack', 'Jack', '傑克')],
    [l('Clara', 'Clara', '克拉拉'), l('Leo', 'Leo', '里歐')],
  ],
};
