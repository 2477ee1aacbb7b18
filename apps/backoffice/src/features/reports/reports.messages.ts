import type { FeatureMessages } from '../../i18n/message-tree';

const koFigures = {
  day: '날짜',
  deposits: '입금액',
  depositCount: '입금 건수',
  withdrawals: '출금액',
  withdrawCount: '출금 건수',
  bets: '베팅액',
  betCount: '베팅 건수',
  wins: '당첨액',
  ggr: 'GGR',
  newMembers: '신규 회원',
  comp: '콤프',
  commission: '커미션',
  providerCode: '제공사',
  gameCode: '게임',
  players: '플레이어',
  userId: '에이전트',
  agentCode: '추천 코드',
  members: '회원 수',
};
const enFigures = {
  day: 'Day',
  deposits: 'Deposits',
  depositCount: 'Deposit count',
  withdrawals: 'Withdrawals',
  withdrawCount: 'Withdrawal count',
  bets: 'Bets',
  betCount: 'Bet count',
  wins: 'Wins',
  ggr: 'GGR',
  newMembers: 'New members',
  comp: 'Comp',
  commission: 'Commission',
  providerCode: 'Provider',
  gameCode: 'Game',
  players: 'Players',
  userId: 'Agent',
  agentCode: 'Referral code',
  members: 'Members',
};

export const reportsMessages: FeatureMessages = {
  ko: {
    resources: {
      reports: { name: '리포트 |||| 리포트', fields: koFigures },
    },
    reports: {
      title: '리포트',
      tabs: { daily: '일별', games: '게임별', providers: '제공사별', agents: '에이전트별' },
      from: '시작일',
      to: '종료일',
      rangeHelp: '한국 시간 기준, 양 끝 포함 (비우면 최근 30일)',
      money: '입출금',
      play: '베팅·당첨·GGR',
      top: 'GGR 상위',
      axes: { won: '금액 (원)', people: '인원 (명)' },
      replica: {
        lag: '복제 지연 %{seconds}초: 리포트는 복제 데이터베이스에서 읽습니다',
        unknown: '복제 지연을 알 수 없음: 복제 데이터베이스가 복제 중이 아닙니다',
      },
    },
  },
  en: {
    resources: {
      reports: { name: 'Report |||| Reports', fields: enFigures },
    },
    reports: {
      title: 'Reports',
      tabs: { daily: 'By day', games: 'By game', providers: 'By provider', agents: 'By agent' },
      from: 'From',
      to: 'To',
      rangeHelp: 'Korean days, both included (empty: the last 30 days)',
      money: 'Deposits and withdrawals',
      play: 'Bets, wins and GGR',
      top: 'Top GGR',
      axes: { won: 'Amount (won)', people: 'People' },
      replica: {
        lag: 'Replica lag %{seconds} s: reports read the replica database',
        unknown: 'Replica lag unknown: the replica database is not replicating',
      },
    },
  },
};
