/**
 * The demo feed's competitions: Korean leagues first, as a Korean member's sportsbook lists them,
 * and a few European football leagues. Each team has a strength the demo's prices and matches
 * follow (1 average; higher is stronger).
 */
export interface DemoTeam {
  ko: string;
  en: string;
  strength: number;
}

export interface DemoCompetition {
  code: string;
  sport: 'soccer' | 'baseball' | 'basketball' | 'volleyball' | 'ice-hockey' | 'esports';
  name: { ko: string; en: string };
  country: string;
  teams: readonly DemoTeam[];
}

const team = (ko: string, en: string, strength: number): DemoTeam => ({ ko, en, strength });

export const DEMO_COMPETITIONS: readonly DemoCompetition[] = [
  {
    code: 'k-league-1',
    sport: 'soccer',
    name: { ko: 'K리그1', en: 'K League 1' },
    country: 'kr',
    teams: [
      team('울산 HD', 'Ulsan HD', 1.25),
      team('전북 현대', 'Jeonbuk Hyundai', 1.2),
      team('포항 스틸러스', 'Pohang Steelers', 1.1),
      team('FC 서울', 'FC Seoul', 1.1),
      team('강원 FC', 'Gangwon FC', 1.0),
      team('김천 상무', 'Gimcheon Sangmu', 1.05),
      team('수원 FC', 'Suwon FC', 0.9),
      team('제주 SK', 'Jeju SK', 0.95),
      team('광주 FC', 'Gwangju FC', 0.95),
      team('대전 하나시티즌', 'Daejeon Hana Citizen', 0.95),
      team('대구 FC', 'Daegu FC', 0.85),
      team('안양 FC', 'FC Anyang', 0.85),
    ],
  },
  {
    code: 'kbo',
    sport: 'baseball',
    name: { ko: 'KBO 리그', en: 'KBO League' },
    country: 'kr',
    teams: [
      team('KIA 타이거즈', 'KIA Tigers', 1.2),
      team('LG 트윈스', 'LG Twins', 1.15),
      team('삼성 라이온즈', 'Samsung Lions', 1.1),
      team('두산 베어스', 'Doosan Bears', 1.05),
      team('SSG 랜더스', 'SSG Landers', 1.0),
      team('KT 위즈', 'KT Wiz', 1.0),
      team('한화 이글스', 'Hanwha Eagles', 1.05),
      team('롯데 자이언츠', 'Lotte Giants', 0.95),
      team('NC 다이노스', 'NC Dinos', 0.95),
      team('키움 히어로즈', 'Kiwoom Heroes', 0.85),
    ],
  },
  {
    code: 'kbl',
    sport: 'basketball',
    name: { ko: 'KBL', en: 'KBL' },
    country: 'kr',
    teams: [
      team('서울 SK 나이츠', 'Seoul SK Knights', 1.1),
      team('창원 LG 세이커스', 'Changwon LG Sakers', 1.08),
      team('수원 KT 소닉붐', 'Suwon KT Sonicboom', 1.05),
      team('울산 현대모비스 피버스', 'Ulsan Hyundai Mobis Phoebus', 1.03),
      team('원주 DB 프로미', 'Wonju DB Promy', 1.02),
      team('부산 KCC 이지스', 'Busan KCC Egis', 1.0),
      team('안양 정관장 레드부스터스', 'Anyang Jung Kwan Jang Red Boosters', 0.97),
      team('고양 소노 스카이거너스', 'Goyang Sono Skygunners', 0.95),
      team('대구 한국가스공사 페가수스', 'Daegu KOGAS Pegasus', 0.95),
      team('서울 삼성 썬더스', 'Seoul Samsung Thunders', 0.9),
    ],
  },
  {
    code: 'v-league',
    sport: 'volleyball',
    name: { ko: 'V-리그 남자부', en: 'V-League Men' },
    country: 'kr',
    teams: [
      team('대한항공 점보스', 'Korean Air Jumbos', 1.2),
      team('현대캐피탈 스카이워커스', 'Hyundai Capital Skywalkers', 1.2),
      team('KB손해보험 스타즈', 'KB Insurance Stars', 1.05),
      team('우리카드 우리WON', 'Woori Card WOORIWON', 1.0),
      team('OK저축은행 읏맨', 'OK Savings Bank Okman', 0.95),
      team('삼성화재 블루팡스', 'Samsung Fire Bluefangs', 0.9),
      team('한국전력 빅스톰', 'KEPCO Vixtorm', 0.9),
    ],
  },
  {
    code: 'alih',
    sport: 'ice-hockey',
    name: { ko: '아시아리그 아이스하키', en: 'Asia League Ice Hockey' },
    country: 'int',
    teams: [
      team('HL 안양', 'HL Anyang', 1.2),
      team('레드이글스 홋카이도', 'Red Eagles Hokkaido', 1.1),
      team('도호쿠 프리블레이즈', 'Tohoku Free Blades', 1.0),
      team('닛코 아이스벅스', 'Nikko Ice Bucks', 0.95),
      team('요코하마 그리츠', 'Yokohama Grits', 0.85),
      team('스타즈 고베', 'Stars Kobe', 0.85),
    ],
  },
  {
    code: 'lck',
    sport: 'esports',
    name: { ko: 'LCK', en: 'LCK' },
    country: 'kr',
    teams: [
      team('젠지', 'Gen.G', 1.25),
      team('T1', 'T1', 1.2),
      team('한화생명e스포츠', 'Hanwha Life Esports', 1.15),
      team('KT 롤스터', 'KT Rolster', 1.05),
      team('디플러스 기아', 'Dplus KIA', 1.05),
      team('BNK 피어엑스', 'BNK FEARX', 0.95),
      team('농심 레드포스', 'Nongshim RedForce', 0.9),
      team('DN 프릭스', 'DN Freecs', 0.85),
      team('DRX', 'DRX', 0.85),
      team('OK저축은행 브리온', 'OKSavingsBank BRION', 0.85),
    ],
  },
  {
    code: 'epl',
    sport: 'soccer',
    name: { ko: '잉글랜드 프리미어리그', en: 'Premier League' },
    country: 'gb',
    teams: [
      team('맨체스터 시티', 'Manchester City', 1.35),
      team('아스널', 'Arsenal', 1.3),
      team('리버풀', 'Liverpool', 1.3),
      team('첼시', 'Chelsea', 1.15),
      team('토트넘 홋스퍼', 'Tottenham Hotspur', 1.1),
      team('뉴캐슬 유나이티드', 'Newcastle United', 1.1),
      team('맨체스터 유나이티드', 'Manchester United', 1.05),
      team('애스턴 빌라', 'Aston Villa', 1.05),
      team('브라이턴', 'Brighton', 1.0),
      team('울버햄튼', 'Wolverhampton', 0.9),
    ],
  },
  {
    code: 'la-liga',
    sport: 'soccer',
    name: { ko: '스페인 라리가', en: 'LaLiga' },
    country: 'es',
    teams: [
      team('레알 마드리드', 'Real Madrid', 1.35),
      team('바르셀로나', 'FC Barcelona', 1.3),
      team('아틀레티코 마드리드', 'Atlético Madrid', 1.15),
      team('아틀레틱 빌바오', 'Athletic Club', 1.05),
      team('레알 소시에다드', 'Real Sociedad', 1.0),
      team('비야레알', 'Villarreal', 1.0),
      team('레알 베티스', 'Real Betis', 0.95),
      team('마요르카', 'RCD Mallorca', 0.9),
    ],
  },
];
