import type { TTextVersions } from '@haneul/contract';

/**
 * The demo notices: what a licensed Korean operator actually posts, in Korean and the site's other
 * four languages. `days` is how long ago it was written; `domains` limits a notice to some sites
 * (empty = every site).
 */
export const DEMO_NOTICES: {
  title: string;
  contents: string;
  translations: TTextVersions;
  days: number;
  domains?: string;
}[] = [
  {
    title: '[필독] 입금 계좌 안내',
    days: 1,
    contents:
      '입금 계좌는 보안을 위해 수시로 변경됩니다.\n입금 전 반드시 고객센터의 [계좌 문의]로 최신 계좌를 확인해 주세요.\n이전 계좌로 입금하시면 확인이 늦어지거나 처리가 어려울 수 있습니다.\n입금자명은 회원가입 시 등록하신 예금주명과 같아야 합니다.',
    translations: {
      en: {
        title: '[Must Read] Deposit Account Information',
        contents:
          'Our deposit accounts change from time to time for security reasons.\nBefore every deposit, please check the latest account via [Account Inquiry] at customer service.\nDeposits sent to a previous account may take longer to confirm or may not be able to be processed.\nThe depositor name must match the account holder name you registered when signing up.',
      },
      ja: {
        title: '[必読] 入金口座のご案内',
        contents:
          '入金口座はセキュリティのため随時変更されます。\nご入金の前に、必ずカスタマーサポートの[口座問い合わせ]で最新の口座をご確認ください。\n以前の口座にご入金されますと、確認が遅れたり、処理が難しくなったりする場合があります。\n入金者名は、会員登録時にご登録いただいた口座名義と同じである必要があります。',
      },
      zh: {
        title: '[必读] 存款账户说明',
        contents:
          '为保障安全，存款账户会不定期更换。\n存款前，请务必通过客服中心的[账户咨询]确认最新账户。\n若存入旧账户，可能导致确认延迟或无法处理。\n存款人姓名须与注册会员时登记的账户户名一致。',
      },
      vi: {
        title: '[Bắt buộc đọc] Thông tin tài khoản nạp tiền',
        contents:
          'Vì lý do bảo mật, tài khoản nạp tiền được thay đổi thường xuyên.\nTrước khi nạp tiền, vui lòng kiểm tra tài khoản mới nhất qua mục [Hỏi tài khoản] của bộ phận chăm sóc khách hàng.\nNếu nạp vào tài khoản cũ, việc xác nhận có thể bị chậm hoặc giao dịch có thể không được xử lý.\nTên người nạp tiền phải trùng với tên chủ tài khoản bạn đã đăng ký khi đăng ký thành viên.',
      },
    },
  },
  {
    title: '[이벤트] 도깨비 스튜디오 신작 출시 기념 콤프 2배',
    days: 3,
    contents:
      '도깨비 스튜디오의 신작 「도깨비 보물」 출시를 기념하여 이번 주 일요일 23:59까지 도깨비 스튜디오 전 게임의 슬롯 콤프가 2배로 적립됩니다.\n적립된 콤프는 10,000 콤프부터 보유금으로 전환하실 수 있습니다.\n이벤트 내용은 운영 상황에 따라 변경되거나 조기 종료될 수 있습니다.',
    translations: {
      en: {
        title: '[Event] Double Comp for the New Dokkaebi Studio Release',
        contents:
          'To celebrate the launch of "Dokkaebi Treasure", the new game from Dokkaebi Studio, slot comp on all Dokkaebi Studio games is credited at double the usual rate until 23:59 this Sunday.\nCredited comp can be converted to your balance once you have 10,000 comp or more.\nThis event may be changed or end early depending on operating conditions.',
      },
      ja: {
        title: '[イベント] トッケビ・スタジオ新作リリース記念 コンプ2倍',
        contents:
          'トッケビ・スタジオの新作「トッケビの宝」のリリースを記念して、今週日曜日23:59まで、トッケビ・スタジオ全ゲームのスロットコンプが2倍で付与されます。\n付与されたコンプは、10,000コンプから残高に交換できます。\nイベント内容は、運営状況により変更または早期終了となる場合があります。',
      },
      zh: {
        title: '[活动] 庆祝鬼怪工作室新作上线 返水双倍',
        contents:
          '为庆祝鬼怪工作室新作「鬼怪宝藏」上线，即日起至本周日23:59，鬼怪工作室全部游戏的老虎机返水 (comp) 将按双倍累积。\n累积的返水满10,000即可兑换为余额。\n活动内容可能根据运营情况变更或提前结束。',
      },
      vi: {
        title: '[Sự kiện] Nhân đôi comp mừng game mới của Dokkaebi Studio',
        contents:
          'Nhân dịp ra mắt "Dokkaebi Treasure", game mới của Dokkaebi Studio, comp slot của tất cả các game Dokkaebi Studio sẽ được tích lũy gấp đôi đến 23:59 Chủ nhật tuần này.\nComp đã tích lũy có thể được chuyển thành số dư từ mức 10,000 comp.\nNội dung sự kiện có thể thay đổi hoặc kết thúc sớm tùy theo tình hình vận hành.',
      },
    },
  },
  {
    title: '정기 서버 점검 안내 (매주 목요일 06:00~08:00)',
    days: 5,
    contents:
      '보다 안정적인 서비스를 위해 매주 목요일 오전 6시부터 8시까지 정기 점검을 진행합니다.\n점검 중에는 게임 이용과 입출금 신청이 제한됩니다.\n진행 중인 게임은 점검 전에 정산되며, 미완료 라운드는 점검 후 자동으로 환불됩니다.',
    translations: {
      en: {
        title: 'Scheduled Server Maintenance (Every Thursday 06:00–08:00)',
        contents:
          'To keep our service stable, we carry out scheduled maintenance every Thursday from 06:00 to 08:00.\nDuring maintenance, games as well as deposit and withdrawal requests are unavailable.\nGames in progress are settled before maintenance begins, and any unfinished rounds are refunded automatically once maintenance is over.',
      },
      ja: {
        title: '定期サーバーメンテナンスのお知らせ（毎週木曜日 06:00~08:00）',
        contents:
          'より安定したサービスをご提供するため、毎週木曜日の06:00から08:00まで定期メンテナンスを実施いたします。\nメンテナンス中は、ゲームのご利用および入出金の申請が制限されます。\n進行中のゲームはメンテナンス前に精算され、未完了のラウンドはメンテナンス後に自動で返金されます。',
      },
      zh: {
        title: '定期服务器维护通知（每周四 06:00~08:00）',
        contents:
          '为提供更稳定的服务，我们将于每周四06:00至08:00进行定期维护。\n维护期间，游戏及存取款申请将暂停受理。\n进行中的游戏将在维护前结算，未完成的回合将在维护结束后自动退款。',
      },
      vi: {
        title: 'Bảo trì máy chủ định kỳ (thứ Năm hằng tuần 06:00–08:00)',
        contents:
          'Để dịch vụ ổn định hơn, chúng tôi tiến hành bảo trì định kỳ từ 06:00 đến 08:00 vào thứ Năm hằng tuần.\nTrong thời gian bảo trì, bạn sẽ không thể chơi game hoặc gửi yêu cầu nạp/rút tiền.\nCác game đang diễn ra sẽ được quyết toán trước khi bảo trì, và các vòng chơi chưa hoàn tất sẽ được tự động hoàn tiền sau khi bảo trì kết thúc.',
      },
    },
  },
  {
    title: '호랑이 릴스 신규 게임 「황금 곶감」 오픈',
    days: 7,
    contents:
      '호랑이보다 무섭다는 곶감이 슬롯으로 돌아왔습니다.\n호랑이 릴스의 신규 게임 「황금 곶감」을 지금 슬롯 메뉴에서 만나 보세요.\n황금 곶감 와일드는 2~4번 릴에만 나오며, 프리 스핀에서는 모든 당첨금이 5배로 지급됩니다.',
    translations: {
      en: {
        title: 'Tiger Reels Launches New Game "Golden Persimmon"',
        contents:
          'In the old Korean tale, the dried persimmon is scarier than the tiger, and now it is back as a slot.\nFind "Golden Persimmon", the new game from Tiger Reels, in the Slots menu now.\nGolden Persimmon wilds land only on reels 2 to 4, and all wins are paid at 5x during free spins.',
      },
      ja: {
        title: 'タイガーリールズの新作「黄金の干し柿」オープン',
        contents:
          '韓国の昔話で虎よりも怖いといわれる干し柿が、スロットになって帰ってきました。\nタイガーリールズの新作「黄金の干し柿」を、今すぐスロットメニューでお楽しみください。\n黄金の干し柿ワイルドは2～4番リールにのみ出現し、フリースピン中はすべての配当が5倍で支払われます。',
      },
      zh: {
        title: '老虎转轴新游戏「黄金柿饼」上线',
        contents:
          '韩国民间故事里比老虎还可怕的柿饼，如今化身老虎机回来了。\n立即前往老虎机菜单，体验老虎转轴的新游戏「黄金柿饼」。\n黄金柿饼百搭符号仅出现在第2至4轴，免费旋转中所有奖金均按5倍派发。',
      },
      vi: {
        title: 'Tiger Reels ra mắt game mới "Golden Persimmon"',
        contents:
          'Trong truyện cổ Hàn Quốc, quả hồng khô còn đáng sợ hơn cả hổ, và giờ nó đã trở lại dưới dạng game slot.\nHãy trải nghiệm ngay "Golden Persimmon", game mới của Tiger Reels, trong mục Slot.\nBiểu tượng Wild Golden Persimmon chỉ xuất hiện trên các cuộn 2 đến 4, và trong vòng quay miễn phí, mọi khoản thắng đều được trả gấp 5 lần.',
      },
    },
  },
  {
    title: '출금 처리 시간 안내',
    days: 9,
    contents:
      '출금 신청은 24시간 가능하며, 신청 순서대로 처리됩니다.\n은행 점검 시간(매일 23:30~00:30)에는 송금이 지연될 수 있습니다.\n출금은 회원가입 시 등록하신 본인 명의 계좌로만 가능하며, 환전 비밀번호가 필요합니다.',
    translations: {
      en: {
        title: 'Withdrawal Processing Times',
        contents:
          'Withdrawal requests can be made 24 hours a day and are processed in the order they are received.\nTransfers may be delayed during bank maintenance hours (daily 23:30–00:30).\nWithdrawals can only be made to the account in your own name that you registered when signing up, and require your withdrawal PIN.',
      },
      ja: {
        title: '出金処理時間のご案内',
        contents:
          '出金申請は24時間受け付けており、申請順に処理いたします。\n銀行のメンテナンス時間（毎日23:30~00:30）は、送金が遅れる場合があります。\n出金は、会員登録時にご登録いただいたご本人名義の口座にのみ可能で、出金パスワードが必要です。',
      },
      zh: {
        title: '提款处理时间说明',
        contents:
          '提款申请24小时均可提交，并按申请顺序处理。\n银行维护时间（每日23:30~00:30）内，汇款可能会有延迟。\n提款仅限汇入注册会员时登记的本人名下账户，并需输入提款密码。',
      },
      vi: {
        title: 'Thời gian xử lý rút tiền',
        contents:
          'Bạn có thể gửi yêu cầu rút tiền 24/24, và các yêu cầu được xử lý theo thứ tự gửi.\nViệc chuyển tiền có thể bị chậm trong giờ bảo trì của ngân hàng (23:30–00:30 hằng ngày).\nChỉ có thể rút tiền về tài khoản đứng tên chính bạn đã đăng ký khi đăng ký thành viên, và cần nhập mã PIN rút tiền.',
      },
    },
  },
  {
    title: '파트너 전용 도메인 안내',
    days: 10,
    domains: 'haneul-partner.com',
    contents:
      '파트너 전용 도메인에서 가입하신 회원은 담당 파트너 코드가 자동으로 입력됩니다.\n파트너 정산 및 추천 코드 문의는 파트너 페이지 또는 고객센터로 연락해 주세요.',
    translations: {
      en: {
        title: 'About the Partner-Only Domain',
        contents:
          'Members who sign up on the partner-only domain have their assigned partner code filled in automatically.\nFor questions about partner settlements or referral codes, please contact us via the partner page or customer service.',
      },
      ja: {
        title: 'パートナー専用ドメインのご案内',
        contents:
          'パートナー専用ドメインからご登録いただいた会員様は、担当パートナーのコードが自動で入力されます。\nパートナー精算や紹介コードに関するお問い合わせは、パートナーページまたはカスタマーサポートまでご連絡ください。',
      },
      zh: {
        title: '合作伙伴专用域名说明',
        contents:
          '通过合作伙伴专用域名注册的会员，将自动填入所属合作伙伴代码。\n如有合作伙伴结算或推荐码相关问题，请通过合作伙伴页面或客服中心联系我们。',
      },
      vi: {
        title: 'Thông tin tên miền dành riêng cho đối tác',
        contents:
          'Thành viên đăng ký qua tên miền dành riêng cho đối tác sẽ được tự động điền mã đối tác phụ trách.\nMọi thắc mắc về quyết toán đối tác hoặc mã giới thiệu, vui lòng liên hệ qua trang đối tác hoặc bộ phận chăm sóc khách hàng.',
      },
    },
  },
  {
    title: '책임감 있는 게임을 위한 안내',
    days: 12,
    contents:
      '게임은 여가로 즐길 때 가장 즐겁습니다.\n마이페이지에서 일·주·월 입금 한도와 손실 한도를 직접 설정하실 수 있으며, 한도를 낮추면 즉시, 높이면 24시간 후에 적용됩니다.\n잠시 쉬고 싶으시다면 자기 제한(24시간, 7일, 30일, 영구)을 이용해 주세요. 제한 기간에도 출금은 가능합니다.\n만 19세 미만은 이용하실 수 없습니다. 도박 문제로 어려움을 겪고 계시다면 한국도박문제예방치유원 상담전화 1336으로 연락해 주세요.',
    translations: {
      en: {
        title: 'Responsible Gaming',
        contents:
          'Gaming is most enjoyable when it stays a pastime.\nIn My Page you can set your own daily, weekly and monthly deposit limits and loss limits. A lower limit takes effect immediately, while a higher limit takes effect after 24 hours.\nIf you would like to take a break, please use self-exclusion (24 hours, 7 days, 30 days or permanent). Withdrawals remain available during the exclusion period.\nYou must be 19 or older to use this service. If you are having difficulties with gambling, please contact the Korea Center on Gambling Problems, helpline 1336.',
      },
      ja: {
        title: '責任あるゲームのためのご案内',
        contents:
          'ゲームは、余暇として楽しむときが一番楽しいものです。\nマイページでは、日・週・月ごとの入金限度額と損失限度額をご自身で設定できます。限度額を下げた場合は即時に、上げた場合は24時間後に適用されます。\n少し休みたいときは、自己制限（24時間、7日、30日、永久）をご利用ください。制限期間中も出金は可能です。\n19歳未満の方はご利用いただけません。ギャンブルの問題でお困りの方は、韓国賭博問題予防治癒院（Korea Center on Gambling Problems）の相談電話1336までご連絡ください。',
      },
      zh: {
        title: '负责任博彩须知',
        contents:
          '游戏作为休闲娱乐时最为愉快。\n您可以在“我的页面”中自行设置每日、每周、每月的存款限额和亏损限额；降低限额立即生效，提高限额则在24小时后生效。\n如需暂时休息，请使用自我限制功能（24小时、7天、30天、永久）。限制期间仍可提款。\n未满19周岁者不得使用本服务。如您正因赌博问题而困扰，请拨打韩国赌博问题预防治疗院（Korea Center on Gambling Problems）咨询电话1336。',
      },
      vi: {
        title: 'Hướng dẫn chơi game có trách nhiệm',
        contents:
          'Trò chơi thú vị nhất khi chỉ là một hình thức giải trí.\nTại Trang của tôi, bạn có thể tự đặt hạn mức nạp tiền và hạn mức thua lỗ theo ngày, tuần, tháng. Giảm hạn mức sẽ có hiệu lực ngay lập tức, còn tăng hạn mức sẽ có hiệu lực sau 24 giờ.\nNếu muốn tạm nghỉ, vui lòng sử dụng chức năng tự giới hạn (24 giờ, 7 ngày, 30 ngày, vĩnh viễn). Bạn vẫn có thể rút tiền trong thời gian giới hạn.\nNgười dưới 19 tuổi không được sử dụng dịch vụ. Nếu bạn đang gặp khó khăn vì cờ bạc, vui lòng liên hệ Trung tâm Phòng ngừa và Điều trị Vấn đề Cờ bạc Hàn Quốc (Korea Center on Gambling Problems) qua đường dây tư vấn 1336.',
      },
    },
  },
  {
    title: '계정 보안 및 개인정보 보호 안내',
    days: 15,
    contents:
      '운영진은 어떠한 경우에도 비밀번호나 환전 비밀번호를 묻지 않습니다.\n비밀번호는 다른 사이트와 다르게 설정하시고, 타인과 절대 공유하지 마세요.\n본인이 하지 않은 로그인이 의심되면 즉시 비밀번호를 변경하고 고객센터로 알려 주세요.',
    translations: {
      en: {
        title: 'Account Security and Privacy',
        contents:
          'Our staff will never ask for your password or withdrawal PIN under any circumstances.\nUse a password that is different from those you use on other sites, and never share it with anyone.\nIf you suspect a login that you did not make, change your password immediately and let customer service know.',
      },
      ja: {
        title: 'アカウントのセキュリティと個人情報保護のご案内',
        contents:
          '運営スタッフが、パスワードや出金パスワードをお尋ねすることは一切ありません。\nパスワードは他のサイトとは異なるものを設定し、決して他人と共有しないでください。\nご本人以外によるログインが疑われる場合は、直ちにパスワードを変更し、カスタマーサポートまでお知らせください。',
      },
      zh: {
        title: '账户安全与个人信息保护说明',
        contents:
          '运营团队在任何情况下都不会向您索取密码或提款密码。\n请设置与其他网站不同的密码，切勿与他人共享。\n如发现疑似非本人操作的登录，请立即修改密码并告知客服中心。',
      },
      vi: {
        title: 'Bảo mật tài khoản và bảo vệ thông tin cá nhân',
        contents:
          'Đội ngũ vận hành sẽ không bao giờ hỏi mật khẩu hoặc mã PIN rút tiền của bạn trong bất kỳ trường hợp nào.\nHãy đặt mật khẩu khác với mật khẩu dùng ở các trang web khác và tuyệt đối không chia sẻ với người khác.\nNếu nghi ngờ có lần đăng nhập không phải do bạn thực hiện, hãy đổi mật khẩu ngay và báo cho bộ phận chăm sóc khách hàng.',
      },
    },
  },
  {
    title: '모바일 홈 화면 바로가기 안내',
    days: 18,
    domains: 'haneul.bet',
    contents:
      '휴대폰 브라우저에서 메뉴의 [홈 화면에 추가]를 누르면 앱처럼 바로 접속하실 수 있습니다.\n별도의 앱 설치 파일은 배포하지 않으니, 출처를 알 수 없는 설치 파일은 내려받지 마세요.',
    translations: {
      en: {
        title: 'Add a Shortcut to Your Home Screen',
        contents:
          'In your mobile browser, tap [Add to Home Screen] in the menu to open the site directly, just like an app.\nWe do not distribute any app installation files, so please do not download installation files from unknown sources.',
      },
      ja: {
        title: 'モバイルのホーム画面ショートカットのご案内',
        contents:
          'スマートフォンのブラウザでメニューの[ホーム画面に追加]をタップすると、アプリのようにすぐにアクセスできます。\nアプリのインストールファイルは配布しておりませんので、提供元不明のインストールファイルはダウンロードしないでください。',
      },
      zh: {
        title: '手机主屏幕快捷方式说明',
        contents:
          '在手机浏览器菜单中点击[添加到主屏幕]，即可像使用App一样直接访问。\n我们不提供任何App安装文件，请勿下载来源不明的安装文件。',
      },
      vi: {
        title: 'Hướng dẫn tạo lối tắt trên màn hình chính điện thoại',
        contents:
          'Trên trình duyệt điện thoại, hãy chọn [Thêm vào màn hình chính] trong menu để truy cập nhanh như một ứng dụng.\nChúng tôi không phát hành tệp cài đặt ứng dụng, vì vậy vui lòng không tải xuống tệp cài đặt từ nguồn không rõ.',
      },
    },
  },
  {
    title: '콤프 적립 및 전환 안내',
    days: 21,
    contents:
      '콤프는 정산된 베팅 금액에 회원 레벨별 적립률을 곱해 적립됩니다.\n슬롯, 카지노, 스포츠의 적립률이 서로 다르며 레벨이 오를수록 높아집니다.\n보유 콤프는 10,000 콤프부터 [콤프] 메뉴에서 보유금으로 전환하실 수 있습니다.',
    translations: {
      en: {
        title: 'Comp Earning and Conversion',
        contents:
          'Comp is earned by multiplying your settled bet amount by the earning rate for your member level.\nSlots, casino and sports each have their own earning rate, which rises as your level goes up.\nOnce you have 10,000 comp or more, you can convert it to your balance in the [Comp] menu.',
      },
      ja: {
        title: 'コンプの付与と交換のご案内',
        contents:
          'コンプは、精算済みのベット額に会員レベルごとの付与率を掛けて付与されます。\nスロット、カジノ、スポーツでそれぞれ付与率が異なり、レベルが上がるほど高くなります。\n保有コンプは10,000コンプから、[コンプ]メニューで残高に交換できます。',
      },
      zh: {
        title: '返水累积与兑换说明',
        contents:
          '返水 (comp) 按已结算投注金额乘以会员等级对应的返水比例累积。\n老虎机、娱乐场、体育的返水比例各不相同，等级越高，比例越高。\n持有的返水满10,000即可在[返水]菜单中兑换为余额。',
      },
      vi: {
        title: 'Hướng dẫn tích lũy và chuyển đổi comp',
        contents:
          'Comp được tích lũy bằng số tiền cược đã quyết toán nhân với tỷ lệ tích lũy theo cấp độ thành viên.\nSlot, casino và thể thao có tỷ lệ tích lũy khác nhau, và tỷ lệ này tăng lên khi cấp độ của bạn tăng.\nTừ mức 10,000 comp, bạn có thể chuyển comp đang có thành số dư tại mục [Comp].',
      },
    },
  },
  {
    title: '회원 레벨 제도 안내',
    days: 26,
    domains: 'haneul.bet, haneul.vip',
    contents:
      '회원 레벨은 브론즈, 실버, 골드, 플래티넘, 다이아몬드의 5단계입니다.\n누적 입금액이 100만 원, 500만 원, 2,000만 원, 5,000만 원에 이르면 자동으로 승급하며, 레벨이 오르면 콤프 적립률이 함께 올라갑니다.\n다음 레벨까지 남은 금액은 마이페이지에서 확인하실 수 있습니다.',
    translations: {
      en: {
        title: 'Member Level System',
        contents:
          'There are five member levels: Bronze, Silver, Gold, Platinum and Diamond.\nYou move up automatically when your total deposits reach KRW 1,000,000, 5,000,000, 20,000,000 and 50,000,000, and your comp rates rise with your level.\nMy page shows how much is left to the next level.',
      },
      ja: {
        title: '会員レベル制度のご案内',
        contents:
          '会員レベルは、ブロンズ、シルバー、ゴールド、プラチナ、ダイヤモンドの5段階です。\n累計入金額が100万・500万・2,000万・5,000万ウォンに達すると自動で昇格し、レベルが上がるとコンプ還元率も上がります。\n次のレベルまでの残り金額はマイページでご確認いただけます。',
      },
      zh: {
        title: '会员等级制度说明',
        contents:
          '会员等级分为青铜、白银、黄金、铂金、钻石五个等级。\n累计充值达到100万、500万、2,000万、5,000万韩元时自动升级，等级提升后返水比例也随之提高。\n距离下一等级的剩余金额可在个人中心查看。',
      },
      vi: {
        title: 'Hướng dẫn hệ thống cấp độ thành viên',
        contents:
          'Có 5 cấp độ thành viên: Đồng, Bạc, Vàng, Bạch kim và Kim cương.\nBạn tự động lên hạng khi tổng tiền nạp đạt 1.000.000, 5.000.000, 20.000.000 và 50.000.000 KRW; khi lên hạng, tỷ lệ comp cũng tăng theo.\nSố tiền còn lại để lên hạng tiếp theo được hiển thị trong trang cá nhân.',
      },
    },
  },
  {
    title: '다중 계정 및 명의 도용 금지 안내',
    days: 34,
    contents:
      '한 사람이 여러 계정을 만들거나 타인의 명의와 계좌를 이용하는 것은 금지되어 있습니다.\n적발 시 해당 계정은 이용이 정지되며, 관련 당첨금은 지급되지 않을 수 있습니다.\n가족이 같은 기기를 사용하는 경우 미리 고객센터로 알려 주세요.',
    translations: {
      en: {
        title: 'Multiple Accounts and Identity Misuse Prohibited',
        contents:
          'Creating more than one account per person, or using the name or bank account of another person, is prohibited.\nAccounts found doing so will be suspended, and any related winnings may not be paid out.\nIf family members share the same device, please let customer service know in advance.',
      },
      ja: {
        title: '複数アカウントおよび名義盗用の禁止について',
        contents:
          'お一人で複数のアカウントを作成すること、または他人の名義や口座を利用することは禁止されています。\n発覚した場合、該当アカウントは利用停止となり、関連する当選金はお支払いできない場合があります。\nご家族で同じ端末をご利用の場合は、事前にカスタマーサポートまでお知らせください。',
      },
      zh: {
        title: '禁止多重账户及冒用他人名义',
        contents:
          '禁止一人注册多个账户，或使用他人的名义及账户。\n一经发现，相关账户将被停用，相关奖金可能不予支付。\n如家人共用同一设备，请提前告知客服中心。',
      },
      vi: {
        title: 'Nghiêm cấm đa tài khoản và mạo danh',
        contents:
          'Nghiêm cấm một người tạo nhiều tài khoản hoặc sử dụng tên và tài khoản ngân hàng của người khác.\nNếu phát hiện vi phạm, tài khoản liên quan sẽ bị đình chỉ và tiền thắng liên quan có thể không được chi trả.\nNếu các thành viên trong gia đình dùng chung một thiết bị, vui lòng thông báo trước cho bộ phận chăm sóc khách hàng.',
      },
    },
  },
];
