/**
 * News story templates: each kind has a title, a summary and a lead paragraph with {slots}; a pool of
 * further paragraphs per sport adds variety. Every text is written in vi, en and zh (Traditional).
 */
import type { LocalizedText } from '../../../i18n.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export type PoolName = 'vnFootball' | 'worldFootball' | 'basketball' | 'esport' | 'otherSports';

export interface StoryKind {
  category: string;
  type: string;
  pool: PoolName;
  count: number;
  title: LocalizedText;
  summary: LocalizedText;
  lead: LocalizedText;
}

export const storyKinds: Record<string, StoryKind> = {
  vnMatch: {
    category: 'bong-da', type: 'tin-moi', pool: 'vnFootball', count: 5,
    title: t('{home} thắng {away} {hs}-{as} ở vòng {round} V.League', '{home} beat {away} {hs}-{as} in V.League round {round}', '{home}在越南職業聯賽第{round}輪以{hs}-{as}擊敗{away}'),
    summary: t(
      'Trên sân nhà, {home} có chiến thắng thuyết phục trước {away} nhờ pha lập công của {player}, qua đó củng cố vị trí trong nhóm dẫn đầu.',
      'At home, {home} earned a convincing win over {away} thanks to a goal from {player}, strengthening their place among the leaders.',
      '{home}主場憑藉{player}的進球，令人信服地戰勝{away}，鞏固了在領先集團中的位置。',
    ),
    lead: t(
      'Ngay từ những phút đầu, {home} chủ động đẩy cao đội hình và gây sức ép liên tục lên khung thành {away}. Bước ngoặt đến ở phút {minute} khi {player} thoát xuống bên cánh trái và dứt điểm chéo góc hạ gục thủ thành đội khách.',
      'From the opening minutes {home} pushed high and kept up constant pressure on the {away} goal. The turning point came in minute {minute}, when {player} broke down the left flank and fired a low cross-shot past the visiting goalkeeper.',
      '開賽伊始，{home}便壓上陣型，持續向{away}球門施壓。第{minute}分鐘比賽迎來轉折，{player}從左路突破後斜射破門，攻破客隊門將的十指關。',
    ),
  },
  vnTransfer: {
    category: 'bong-da', type: 'chuyen-nhuong', pool: 'vnFootball', count: 5,
    title: t('{home} chính thức chiêu mộ {player} với hợp đồng {years} năm', '{home} officially sign {player} on a {years}-year deal', '{home}正式簽下{player}，合約為期{years}年'),
    summary: t(
      'Sau nhiều tuần đàm phán, {home} đã hoàn tất thương vụ đưa {player} về sân, bổ sung chất lượng cho hàng công trước giai đoạn lượt về.',
      'After weeks of talks, {home} have completed the signing of {player}, adding quality to the attack before the second half of the season.',
      '經過數週談判，{home}完成引進{player}的交易，為下半程賽季增強鋒線實力。',
    ),
    lead: t(
      'Theo thông báo từ ban lãnh đạo, {player} đã vượt qua buổi kiểm tra y tế và đặt bút ký bản hợp đồng có thời hạn {years} năm. Mức phí chuyển nhượng không được tiết lộ, nhưng được cho là thuộc nhóm cao nhất thị trường nội trong mùa này.',
      "According to the club's board, {player} passed the medical and put pen to paper on a {years}-year contract. The fee was not disclosed but is believed to be among the highest on the domestic market this season.",
      '據俱樂部管理層公佈，{player}已通過體檢並簽下為期{years}年的合約。轉會費未予披露，但據信是本季國內市場最高之一。',
    ),
  },
  vnPreview: {
    category: 'bong-da', type: 'nhan-dinh', pool: 'vnFootball', count: 5,
    title: t('Nhận định {home} vs {away}: Cuộc chiến cho ngôi đầu', '{home} vs {away} preview: a fight for top spot', '{home}對{away}賽前分析：榜首之爭'),
    summary: t(
      '{home} tiếp đón {away} trong trận cầu tâm điểm vòng {round}. Lợi thế sân nhà và phong độ ổn định giúp đội chủ nhà được đánh giá cao hơn.',
      '{home} host {away} in the headline fixture of round {round}. Home advantage and steady form make the hosts slight favourites.',
      '{home}在第{round}輪焦點戰迎戰{away}。主場優勢與穩定狀態使主隊略被看好。',
    ),
    lead: t(
      '{home} đã bất bại {streak} trận gần nhất trên sân nhà, trong khi {away} gặp nhiều khó khăn mỗi khi phải hành quân xa. Ban huấn luyện đội khách nhiều khả năng sẽ chọn lối chơi phòng ngự chặt và chờ cơ hội phản công.',
      "{home} are unbeaten in their last {streak} home games, while {away} have struggled on the road. The visitors' staff will likely opt for a compact defence and wait for chances on the counter.",
      '{home}近{streak}場主場保持不敗，而{away}客場作戰屢屢受挫。客隊教練組很可能採取密集防守，伺機反擊。',
    ),
  },
  vnFeature: {
    category: 'bong-da', type: 'phong-su', pool: 'vnFootball', count: 5,
    title: t(
      '{player} và vai trò thủ lĩnh ở đội tuyển Việt Nam dưới thời HLV Kim Sang-sik',
      "{player} and his leadership role in Vietnam's squad under coach Kim Sang-sik",
      '{player}在金尚植執教的越南國家隊中的領袖角色',
    ),
    summary: t(
      'Từ một cầu thủ trẻ đầy triển vọng, {player} giờ đã trở thành chỗ dựa tinh thần của đội tuyển trong hành trình chinh phục ASEAN Cup.',
      "Once a promising youngster, {player} has become the squad's mainstay on the road to the ASEAN Cup.",
      '從前途無量的年輕球員，{player}如今已成為國家隊征戰東南亞杯的精神支柱。',
    ),
    lead: t(
      'Trong các buổi tập tại Trung tâm Đào tạo bóng đá trẻ Việt Nam, {player} luôn là người đến sớm nhất và rời sân muộn nhất. Các đồng đội nhận xét anh là người nói ít nhưng làm nhiều, luôn biết cách giữ nhịp cho cả đội trong những thời khắc khó khăn.',
      "At training sessions at the Vietnam Youth Football Training Centre, {player} is always the first to arrive and the last to leave. Team-mates describe him as a man of few words but much work, who keeps the team's rhythm in difficult moments.",
      '在越南青年足球培訓中心的訓練中，{player}總是最早到場、最晚離開。隊友們形容他話不多卻做得多，總能在艱難時刻穩住全隊節奏。',
    ),
  },
  eplMatch: {
    category: 'bong-da-quoc-te', type: 'tin-moi', pool: 'worldFootball', count: 5,
    title: t('{home} đánh bại {away} {hs}-{as}, nóng bỏng cuộc đua Ngoại hạng Anh', '{home} beat {away} {hs}-{as} as the Premier League race heats up', '{home}以{hs}-{as}擊敗{away}，英超爭冠戰升溫'),
    summary: t(
      '{home} giành trọn ba điểm trước {away} trong trận đấu mà {star} tỏa sáng với một bàn thắng và một pha kiến tạo.',
      '{home} took all three points against {away} in a game where {star} shone with a goal and an assist.',
      '{home}從{away}手中全取三分，{star}一傳一射表現出色。',
    ),
    lead: t(
      'Trận đấu diễn ra với nhịp độ cao ngay từ tiếng còi khai cuộc. {home} kiểm soát bóng tới {possession}% và liên tục tạo ra cơ hội, trong khi {away} chỉ có thể đáp trả bằng những pha phản công lẻ tẻ.',
      'The game was played at a high tempo from kick-off. {home} held {possession}% of possession and kept creating chances, while {away} could only reply with occasional counter-attacks.',
      '比賽從開球起就節奏極快。{home}控球率高達{possession}%並不斷製造機會，{away}只能偶爾打出反擊。',
    ),
  },
  worldTransfer: {
    category: 'bong-da-quoc-te', type: 'chuyen-nhuong', pool: 'worldFootball', count: 5,
    title: t('{home} nhắm {target}: Thương vụ bom tấn trị giá {fee} triệu euro', '{home} target {target} in a €{fee} million blockbuster deal', '{home}瞄準{target}：價值{fee}百萬歐元的重磅交易'),
    summary: t(
      'Truyền thông châu Âu cho biết {home} đã gửi lời đề nghị chính thức cho {target}, hứa hẹn một kỳ chuyển nhượng sôi động.',
      'European media report that {home} have made a formal offer for {target}, promising a lively transfer window.',
      '據歐洲媒體報導，{home}已對{target}提出正式報價，轉會窗將十分熱鬧。',
    ),
    lead: t(
      'Nguồn tin thân cận cho biết hai bên đã có ít nhất ba cuộc gặp trong tuần qua. {home} sẵn sàng chi khoảng {fee} triệu euro, cộng thêm các điều khoản phụ dựa trên thành tích thi đấu.',
      'Sources close to the talks say the parties have met at least three times in the past week. {home} are ready to spend around €{fee} million, plus add-ons based on performance.',
      '知情人士透露，雙方上週至少會面三次。{home}準備支付約{fee}百萬歐元，另加基於表現的附加條款。',
    ),
  },
  uclPreview: {
    category: 'bong-da-quoc-te', type: 'nhan-dinh', pool: 'worldFootball', count: 5,
    title: t('Nhận định {home} vs {away}: Đại chiến tại Champions League', '{home} vs {away} preview: a Champions League blockbuster', '{home}對{away}賽前分析：歐冠焦點大戰'),
    summary: t(
      'Hai ứng viên vô địch chạm trán ở vòng đấu loại trực tiếp, nơi mỗi sai lầm nhỏ đều có thể phải trả giá đắt.',
      'Two title contenders meet in the knockout stage, where every small mistake can prove costly.',
      '兩支奪冠熱門在淘汰賽相遇，任何小失誤都可能付出沉重代價。',
    ),
    lead: t(
      '{home} bước vào trận đấu với tâm thế đầy tự tin sau chuỗi {streak} trận bất bại trên mọi đấu trường. Tuy nhiên, {away} từng nhiều lần chứng minh bản lĩnh ở đấu trường châu Âu và chưa bao giờ là đối thủ dễ chơi.',
      '{home} go into the game full of confidence after a {streak}-match unbeaten run in all competitions. But {away} have proven their mettle in Europe many times and are never easy opponents.',
      '{home}在各項賽事{streak}場不敗後信心十足地迎戰。不過{away}曾多次在歐洲賽場證明實力，從來都不是易與之輩。',
    ),
  },
  worldFeature: {
    category: 'bong-da-quoc-te', type: 'phong-su', pool: 'worldFootball', count: 5,
    title: t('{star} và mùa giải định nghĩa lại sự nghiệp ở {home}', '{star} and the season that redefined his career at {home}', '{star}與在{home}重新定義職業生涯的賽季'),
    summary: t(
      'Những con số ấn tượng chỉ là một phần câu chuyện; phía sau là sự thay đổi trong cách {star} chuẩn bị cho từng trận đấu.',
      'The impressive numbers are only part of the story; behind them lies a change in how {star} prepares for every match.',
      '亮眼數據只是故事的一部分，背後是{star}備戰每場比賽方式的轉變。',
    ),
    lead: t(
      'Mùa này, {star} đã ghi {goals} bàn và có {assists} pha kiến tạo trên mọi đấu trường. Ban huấn luyện {home} cho biết anh dành thêm hàng giờ mỗi tuần để xem lại băng hình và làm việc với chuyên gia dinh dưỡng.',
      'This season {star} has scored {goals} goals and provided {assists} assists in all competitions. The {home} coaching staff say he spends extra hours each week reviewing video and working with a nutritionist.',
      '本季{star}在各項賽事中攻入{goals}球並送出{assists}次助攻。{home}教練組表示，他每週額外花數小時觀看比賽錄影，並與營養師合作。',
    ),
  },
  vbaMatch: {
    category: 'bong-ro', type: 'tin-moi', pool: 'basketball', count: 4,
    title: t('{home} vượt qua {away} {hs}-{as} trong trận cầu kịch tính ở VBA', '{home} edge {away} {hs}-{as} in a thrilling VBA game', '{home}在VBA激戰中以{hs}-{as}力克{away}'),
    summary: t(
      'Cú ném ba điểm ở những giây cuối giúp {home} giành chiến thắng sít sao, khiến khán giả nhà thi đấu vỡ òa.',
      'A late three-pointer sealed a narrow win for {home}, sending the arena crowd into raptures.',
      '終場前的三分球幫助{home}險勝，全場觀眾沸騰。',
    ),
    lead: t(
      'Hai đội bám đuổi nhau quyết liệt qua cả bốn hiệp đấu với tổng cộng {leadChanges} lần đổi ngôi dẫn điểm. Ở hiệp cuối, hàng phòng ngự của {home} chơi cực kỳ chắc chắn, buộc {away} phải thực hiện những cú ném khó.',
      'The teams traded blows over all four quarters, with {leadChanges} lead changes in total. In the final quarter the {home} defence was rock-solid, forcing {away} into difficult shots.',
      '兩隊四節比賽激烈拉鋸，領先易主多達{leadChanges}次。末節{home}防守極為穩固，迫使{away}頻頻出手困難投籃。',
    ),
  },
  vbaPreview: {
    category: 'bong-ro', type: 'nhan-dinh', pool: 'basketball', count: 4,
    title: t('Nhận định VBA: {home} tiếp đón {away} ở vòng {round}', 'VBA preview: {home} host {away} in round {round}', 'VBA前瞻：{home}第{round}輪主場迎戰{away}'),
    summary: t(
      '{home} đang có phong độ cao trên sân nhà, nhưng {away} sở hữu hàng công giàu tốc độ và khả năng ném xa ổn định.',
      '{home} are in strong form at home, but {away} have a fast-paced offence and reliable long-range shooting.',
      '{home}主場狀態火熱，但{away}進攻速度快、外線投射穩定。',
    ),
    lead: t(
      'Theo thống kê, {home} ghi trung bình {ppg} điểm mỗi trận trên sân nhà mùa này. Chìa khóa của trận đấu sẽ nằm ở cuộc chiến bắt bóng bật bảng và khả năng hạn chế các pha chuyển trạng thái nhanh của đối thủ.',
      "According to the stats, {home} average {ppg} points per game at home this season. The key will be the battle on the boards and limiting the opponent's fast transitions.",
      '據統計，{home}本季主場場均得分{ppg}分。比賽關鍵在於籃板球爭奪，以及限制對手的快速攻守轉換。',
    ),
  },
  esportMatch: {
    category: 'esport', type: 'tin-moi', pool: 'esport', count: 5,
    title: t('{home} hạ {away} {hs}-{as}, tiến gần tấm vé dự {event}', '{home} defeat {away} {hs}-{as} and move closer to {event}', '{home}以{hs}-{as}擊敗{away}，距離{event}門票更近一步'),
    summary: t(
      'Đường giữa của {home} có màn trình diễn xuất sắc, giúp đội giành chiến thắng thuyết phục trong loạt trận tại {league}.',
      "{home}'s mid laner put on a superb display, leading the team to a convincing series win in the {league}.",
      '{home}中路選手表現出色，帶領隊伍在{league}系列賽中取得令人信服的勝利。',
    ),
    lead: t(
      'Ngay ván đầu tiên, {home} đã cho thấy sự chuẩn bị kỹ lưỡng với chiến thuật kiểm soát rồng từ sớm. {away} có lúc vươn lên dẫn trước về vàng nhưng không thể tận dụng lợi thế trong các pha giao tranh tổng.',
      'From the first game {home} showed thorough preparation with an early dragon-control strategy. {away} at times led in gold but could not convert their advantage in team fights.',
      '第一局{home}就展現了充分準備，早早控制小龍。{away}一度經濟領先，卻未能在團戰中轉化優勢。',
    ),
  },
  esportFeature: {
    category: 'esport', type: 'phong-su', pool: 'esport', count: 4,
    title: t('Hành trình của {home}: Từ phòng tập nhỏ đến sân khấu {event}', "{home}'s journey: from a small practice room to the {event} stage", '{home}的征程：從小小訓練室到{event}舞台'),
    summary: t(
      'Câu chuyện về những năm tháng tập luyện miệt mài và khát vọng đưa Liên Minh Huyền Thoại Việt Nam vươn tầm thế giới.',
      'A story of years of relentless practice and the ambition to take Vietnamese League of Legends to the world stage.',
      '講述多年刻苦訓練，以及讓越南英雄聯盟走向世界的雄心。',
    ),
    lead: t(
      'Những ngày đầu, các tuyển thủ của {home} tập luyện trong một căn phòng chưa đầy 20 mét vuông, mỗi ngày kéo dài hơn mười tiếng. Huấn luyện viên trưởng kể lại rằng có những mùa giải đội phải xoay xở với ngân sách vô cùng eo hẹp.',
      'In the early days the {home} players trained in a room of under 20 square metres, for more than ten hours a day. The head coach recalls seasons when the team had to get by on an extremely tight budget.',
      '創隊初期，{home}的選手們在不到20平方米的房間裡訓練，每天超過十小時。總教練回憶說，曾有幾個賽季隊伍的預算極其拮据。',
    ),
  },
  athleteGold: {
    category: 'the-thao-khac', type: 'tin-moi', pool: 'otherSports', count: 5,
    title: t('{athlete} giành huy chương vàng {sport} tại {event}', '{athlete} wins {sport} gold at {event}', '{athlete}在{event}奪得{sport}金牌'),
    summary: t(
      'Màn trình diễn bản lĩnh giúp {athlete} bước lên bục cao nhất, mang về niềm tự hào cho thể thao Việt Nam.',
      'A composed performance put {athlete} on the top step of the podium, bringing pride to Vietnamese sport.',
      '{athlete}沉著發揮登上最高領獎台，為越南體育爭光。',
    ),
    lead: t(
      'Bước vào trận chung kết với áp lực lớn, {athlete} vẫn giữ được sự bình tĩnh cần thiết. Sau khi giành chiến thắng, {athlete} chia sẻ rằng tấm huy chương này dành tặng gia đình và các huấn luyện viên đã đồng hành suốt nhiều năm.',
      'Entering the final under heavy pressure, {athlete} stayed calm. After the win, {athlete} said the medal was dedicated to family and to the coaches who had been there for years.',
      '帶著巨大壓力進入決賽，{athlete}依然保持冷靜。奪冠後，{athlete}表示這枚獎牌獻給家人和多年來一路相伴的教練們。',
    ),
  },
  athleteFeature: {
    category: 'the-thao-khac', type: 'phong-su', pool: 'otherSports', count: 4,
    title: t('{athlete} và những ngày tập luyện thầm lặng cho mục tiêu Olympic', '{athlete} and the quiet days of training for the Olympic goal', '{athlete}為奧運目標默默訓練的日子'),
    summary: t(
      'Ít người biết phía sau mỗi tấm huy chương của {athlete} là lịch tập kín mít và những chấn thương phải vượt qua.',
      "Few know that behind each of {athlete}'s medals lies a packed training schedule and injuries overcome.",
      '很少人知道，{athlete}每一枚獎牌背後都是排得滿滿的訓練日程和需要克服的傷病。',
    ),
    lead: t(
      'Mỗi sáng, {athlete} bắt đầu buổi tập từ 5 giờ 30 với các bài thể lực, trước khi chuyển sang phần chuyên môn kéo dài đến trưa. Theo ban huấn luyện, mục tiêu lúc này là giành suất tham dự Olympic và cải thiện thứ hạng châu lục.',
      'Every morning {athlete} starts training at 5:30 with fitness work, before moving on to technical sessions that last until noon. According to the coaching staff, the goal now is to qualify for the Olympics and climb the continental rankings.',
      '每天清晨五點半，{athlete}就開始體能訓練，隨後進行專項訓練直到中午。據教練組介紹，目前的目標是取得奧運參賽資格並提升洲際排名。',
    ),
  },
};

/** Further paragraphs per sport; an article takes 2 to 5 of its pool in a seeded order. */
export const paragraphPools: Record<PoolName, LocalizedText[]> = {
  vnFootball: [
    t(
      "Sau trận đấu, huấn luyện viên của {home} bày tỏ sự hài lòng với tinh thần của các học trò: 'Chúng tôi đã chuẩn bị rất kỹ và các cầu thủ thực hiện đúng những gì được yêu cầu. Tuy nhiên, mùa giải còn dài và chúng tôi không được phép chủ quan.'",
      "After the match the {home} coach praised his players' spirit: 'We prepared very carefully and the players did exactly what was asked. But the season is long and we cannot afford to be complacent.'",
      '賽後，{home}主教練對球員們的鬥志表示滿意：「我們準備得非常充分，球員們完全執行了要求。不過賽季還很長，我們絕不能掉以輕心。」',
    ),
    t(
      'Về mặt chuyên môn, {player} là nhân tố nổi bật nhất với khả năng di chuyển thông minh và những đường chuyền có độ chính xác cao. Đây cũng là lý do ban huấn luyện đội tuyển quốc gia thường xuyên theo dõi phong độ của anh.',
      'Technically, {player} stood out with intelligent movement and highly accurate passing. That is also why the national team staff keep a close eye on his form.',
      '技術層面上，{player}憑藉聰明的跑位和精準的傳球成為場上最突出的球員，這也是國家隊教練組經常關注他狀態的原因。',
    ),
    t(
      'Hàng nghìn cổ động viên đã có mặt trên khán đài từ sớm, tạo nên bầu không khí sôi động hiếm thấy. Ban tổ chức cho biết lượng vé bán ra đã tăng đáng kể so với cùng kỳ mùa trước, tín hiệu tích cực cho bóng đá nội.',
      'Thousands of fans filled the stands early, creating a rare, electric atmosphere. Organisers said ticket sales were significantly up on the same period last season, a positive sign for domestic football.',
      '數千名球迷早早入場，營造出罕見的熱烈氣氛。主辦方表示，門票銷量較上季同期大幅增長，對國內足球而言是積極信號。',
    ),
    t(
      'Trên bảng xếp hạng, {home} hiện chỉ kém đội đầu bảng {gap} điểm. Lịch thi đấu sắp tới khá dày đặc với các chuyến làm khách liên tiếp, đòi hỏi ban huấn luyện phải có phương án xoay tua đội hình hợp lý.',
      'In the table, {home} now trail the leaders by just {gap} points. The coming fixtures are packed, with consecutive away trips, so the staff will need a sensible rotation plan.',
      '積分榜上，{home}目前僅落後榜首{gap}分。接下來賽程密集，還要連續客場作戰，教練組必須合理輪換陣容。',
    ),
    t(
      'Giới chuyên môn nhận định chất lượng V.League mùa này đã được nâng lên rõ rệt nhờ sự đầu tư bài bản vào công tác đào tạo trẻ và việc áp dụng công nghệ VAR ở nhiều trận đấu.',
      'Pundits agree that the quality of the V.League has risen noticeably this season thanks to serious investment in youth development and the use of VAR in many matches.',
      '業內人士認為，得益於對青訓的系統投入以及在多場比賽中引入VAR，本季越南職業聯賽的水準明顯提升。',
    ),
  ],
  worldFootball: [
    t(
      'Theo dữ liệu thống kê, {home} là đội tạo ra nhiều cơ hội nguy hiểm nhất giải đấu kể từ đầu mùa. Lối chơi pressing tầm cao giúp họ thường xuyên đoạt lại bóng ở phần sân đối phương.',
      "According to the data, {home} have created more big chances than anyone in the competition since the start of the season. Their high press lets them win the ball back in the opponent's half time and again.",
      '數據顯示，{home}自賽季開始以來是聯賽中製造絕佳機會最多的球隊。高位逼搶讓他們經常在對方半場奪回球權。',
    ),
    t(
      "Phát biểu trong buổi họp báo, {star} cho biết toàn đội đang tập trung từng trận một: 'Chúng tôi không nghĩ quá xa. Mỗi trận đấu là một trận chung kết và chúng tôi phải chiến đấu vì điều đó.'",
      "Speaking at a press conference, {star} said the team is taking it one game at a time: 'We don't look too far ahead. Every match is a final and we have to fight for it.'",
      '{star}在新聞發佈會上表示，全隊專注於每一場比賽：「我們不會想得太遠。每場比賽都是決賽，我們必須為之拼搏。」',
    ),
    t(
      'Người hâm mộ Việt Nam có thể theo dõi trực tiếp các trận đấu này với bình luận tiếng Việt, cùng những phân tích chiến thuật chuyên sâu từ đội ngũ bình luận viên giàu kinh nghiệm.',
      'Fans in Vietnam can watch these matches live with Vietnamese commentary and in-depth tactical analysis from an experienced team of commentators.',
      '越南球迷可以收看這些比賽的直播，享受越南語解說以及經驗豐富的評論團隊帶來的深度戰術分析。',
    ),
    t(
      'Chấn thương vẫn là nỗi lo lớn của {home} khi lịch thi đấu dày đặc ở cả giải quốc nội lẫn đấu trường châu lục. Bộ phận y tế đang nỗ lực để các trụ cột sớm trở lại trong trạng thái tốt nhất.',
      'Injuries remain a big worry for {home} with a crowded schedule at home and in Europe. The medical department is working to get key players back at their best as soon as possible.',
      '國內聯賽和歐洲賽事賽程密集，傷病仍是{home}的一大隱憂。醫療團隊正努力讓主力球員盡快以最佳狀態回歸。',
    ),
    t(
      'Các chuyên gia cho rằng cuộc đua năm nay sẽ kéo dài đến những vòng cuối cùng, khi khoảng cách giữa các đội dẫn đầu chỉ là vài điểm và mọi sẩy chân đều có thể phải trả giá.',
      "Experts expect this year's race to go down to the final rounds, with only a few points separating the leading sides and every slip potentially decisive.",
      '專家認為今年的爭奪將延續到最後幾輪，領先球隊之間僅差幾分，任何失誤都可能付出代價。',
    ),
  ],
  basketball: [
    t(
      'Sau trận, huấn luyện viên trưởng của {home} khen ngợi tinh thần đồng đội và khả năng chia bóng của các cầu thủ, với tổng cộng {assistsTotal} pha kiến tạo trong trận.',
      'After the game the {home} head coach praised the team spirit and ball movement, with {assistsTotal} assists in total.',
      '賽後，{home}主教練稱讚球員們的團隊精神和傳球能力，全場共送出{assistsTotal}次助攻。',
    ),
    t(
      'Bóng rổ đang ngày càng thu hút giới trẻ Việt Nam, với số lượng sân tập và giải phong trào tăng mạnh tại Hà Nội, TP.HCM và Đà Nẵng trong vài năm gần đây.',
      'Basketball is attracting more and more young Vietnamese, with the number of courts and amateur leagues growing fast in Hanoi, Ho Chi Minh City and Da Nang in recent years.',
      '籃球運動越來越吸引越南年輕人，近年來河內、胡志明市和峴港的球場和業餘聯賽數量大幅增加。',
    ),
    t(
      'Hiệu suất ném ba điểm là điểm sáng lớn nhất của {home} với tỷ lệ thành công {threePct}%, cao hơn hẳn mức trung bình của giải.',
      'Three-point shooting was the biggest bright spot for {home}, at {threePct}%, well above the league average.',
      '三分球命中率是{home}最大的亮點，達到{threePct}%，遠高於聯盟平均水準。',
    ),
    t(
      'Trận đấu tiếp theo của {home} sẽ diễn ra vào cuối tuần này, khi đội bước vào chuỗi ba trận sân khách liên tiếp đầy thử thách.',
      '{home} play next this weekend, starting a challenging run of three straight away games.',
      '{home}本週末將迎來下一場比賽，隨後開始艱難的三連客之旅。',
    ),
  ],
  esport: [
    t(
      'Lượng người xem trực tuyến của trận đấu đạt đỉnh hơn {viewersK} nghìn người, cho thấy sức hút ngày càng lớn của thể thao điện tử tại Việt Nam.',
      'The match peaked at over {viewersK} thousand concurrent online viewers, showing the growing appeal of esports in Vietnam.',
      '比賽線上觀看人數峰值超過{viewersK}千人，顯示電競在越南的吸引力與日俱增。',
    ),
    t(
      'Ban huấn luyện của {home} cho biết đội đã dành nhiều tuần để nghiên cứu phiên bản mới, đặc biệt là sự thay đổi của các tướng đi rừng.',
      'The {home} coaching staff said the team spent weeks studying the new patch, especially the changes to junglers.',
      '{home}教練組表示，隊伍花了數週研究新版本，特別是打野英雄的改動。',
    ),
    t(
      'Cộng đồng người hâm mộ đã tổ chức nhiều buổi xem chung tại các quán cà phê game trên khắp cả nước, tạo nên không khí như một lễ hội thực thụ.',
      'Fans organised watch parties at gaming cafés across the country, creating a real festival atmosphere.',
      '粉絲們在全國各地的電競咖啡館舉辦觀賽派對，營造出真正的節日氣氛。',
    ),
    t(
      'Với kết quả này, {home} tạm thời đứng trong nhóm dẫn đầu bảng xếp hạng và nắm lợi thế lớn trong cuộc đua giành suất thi đấu quốc tế.',
      'With this result {home} sit among the leaders and hold a big advantage in the race for an international spot.',
      '憑藉這一結果，{home}暫列積分榜前列，在爭奪國際賽名額的競爭中佔據很大優勢。',
    ),
  ],
  otherSports: [
    t(
      'Liên đoàn {sport} Việt Nam cho biết sẽ tiếp tục đầu tư cho các vận động viên trẻ, với kế hoạch tập huấn dài hạn ở nước ngoài trong năm tới.',
      "Vietnam's {sport} federation said it will keep investing in young athletes, with long-term training camps abroad planned for next year.",
      '越南{sport}協會表示，將繼續投資年輕運動員，並計劃明年安排長期海外集訓。',
    ),
    t(
      'Thành tích của {athlete} được đánh giá là bước tiến quan trọng, góp phần đưa {sport} Việt Nam đến gần hơn với nhóm dẫn đầu khu vực.',
      "{athlete}'s result is seen as an important step, bringing Vietnamese {sport} closer to the region's best.",
      '{athlete}的成績被視為重要一步，讓越南{sport}更接近區域頂尖水準。',
    ),
    t(
      'Người hâm mộ đã dành cho {athlete} sự chào đón nồng nhiệt tại sân bay, nhiều người mang theo băng rôn và cờ đỏ sao vàng.',
      'Fans gave {athlete} a warm welcome at the airport, many carrying banners and the red flag with the yellow star.',
      '球迷們在機場熱烈迎接{athlete}，許多人手持橫幅和金星紅旗。',
    ),
    t(
      'Theo kế hoạch, {athlete} sẽ có thời gian nghỉ ngơi ngắn trước khi bước vào giai đoạn chuẩn bị cho các giải đấu quốc tế tiếp theo.',
      '{athlete} will have a short break before preparing for the next international events.',
      '按照計劃，{athlete}將短暫休息，然後備戰接下來的國際賽事。',
    ),
  ],
};
