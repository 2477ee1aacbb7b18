import type { FeatureMessages } from '../i18n/message-tree';

/** The agent page's lists: a subtree view, named apart from the staff back office's resources. */
export const agentListMessages: FeatureMessages = {
  ko: {
    resources: {
      members: {
        name: '하부 회원 |||| 하부 회원',
        fields: {
          id: '번호',
          userId: '아이디',
          nick: '닉네임',
          level: '레벨',
          playType: '유형',
          state: '상태',
          parentUserId: '상위 에이전트',
          depth: '단계',
          cash: '보유 금액',
          createdAt: '가입일시',
          lastLoginAt: '최근 로그인',
          q: '검색',
        },
      },
      deposits: {
        name: '입금 내역 |||| 입금 내역',
        fields: {
          id: '번호',
          userId: '아이디',
          amount: '금액',
          state: '상태',
          createdAt: '신청일시',
          updatedAt: '처리일시',
        },
      },
      withdrawals: {
        name: '출금 내역 |||| 출금 내역',
        fields: {
          id: '번호',
          userId: '아이디',
          amount: '금액',
          state: '상태',
          createdAt: '신청일시',
          updatedAt: '처리일시',
        },
      },
      bets: {
        name: '베팅 내역 |||| 베팅 내역',
        fields: {
          id: '번호',
          userId: '아이디',
          providerCode: '제공사',
          gameCode: '게임',
          kind: '구분',
          amount: '금액',
          roundId: '라운드',
          createdAt: '일시',
        },
      },
      commission: {
        name: '일별 커미션 |||| 일별 커미션',
        fields: { day: '날짜', amount: '커미션', count: '적립 건수' },
      },
      'sub-agents': {
        name: '하부 에이전트 |||| 하부 에이전트',
        fields: {
          id: '번호',
          userId: '아이디',
          nick: '닉네임',
          agentCode: '추천 코드',
          depth: '단계',
          memberCount: '회원 수',
          q: '검색',
        },
      },
      settlements: {
        name: '정산 내역 |||| 정산 내역',
        fields: { id: '번호', amount: '정산 금액', memo: '메모', createdAt: '정산일시' },
      },
      codes: {
        name: '추천 코드 |||| 추천 코드',
        fields: { code: '코드', primary: '기본 코드', createdAt: '생성일시' },
      },
      domains: {
        name: '도메인 |||| 도메인',
        fields: {
          domain: '도메인',
          code: '연결 코드',
          state: '상태',
          createdAt: '요청일시',
          decidedAt: '처리일시',
        },
      },
    },
  },
  en: {
    resources: {
      members: {
        name: 'Member |||| Members',
        fields: {
          id: 'No.',
          userId: 'Member ID',
          nick: 'Nickname',
          level: 'Level',
          playType: 'Type',
          state: 'State',
          parentUserId: 'Parent agent',
          depth: 'Depth',
          cash: 'Balance',
          createdAt: 'Joined',
          lastLoginAt: 'Last sign-in',
          q: 'Search',
        },
      },
      deposits: {
        name: 'Deposit |||| Deposits',
        fields: {
          id: 'No.',
          userId: 'Member ID',
          amount: 'Amount',
          state: 'State',
          createdAt: 'Requested',
          updatedAt: 'Handled',
        },
      },
      withdrawals: {
        name: 'Withdrawal |||| Withdrawals',
        fields: {
          id: 'No.',
          userId: 'Member ID',
          amount: 'Amount',
          state: 'State',
          createdAt: 'Requested',
          updatedAt: 'Handled',
        },
      },
      bets: {
        name: 'Bet |||| Bets',
        fields: {
          id: 'No.',
          userId: 'Member ID',
          providerCode: 'Provider',
          gameCode: 'Game',
          kind: 'Kind',
          amount: 'Amount',
          roundId: 'Round',
          createdAt: 'Time',
        },
      },
      commission: {
        name: 'Daily commission |||| Daily commission',
        fields: { day: 'Day', amount: 'Commission', count: 'Credits' },
      },
      'sub-agents': {
        name: 'Sub-agent |||| Sub-agents',
        fields: {
          id: 'No.',
          userId: 'Agent ID',
          nick: 'Nickname',
          agentCode: 'Referral code',
          depth: 'Depth',
          memberCount: 'Members',
          q: 'Search',
        },
      },
      settlements: {
        name: 'Settlement |||| Settlements',
        fields: { id: 'No.', amount: 'Amount', memo: 'Memo', createdAt: 'Settled' },
      },
      codes: {
        name: 'Referral code |||| Referral codes',
        fields: { code: 'Code', primary: 'Main code', createdAt: 'Created' },
      },
      domains: {
        name: 'Domain |||| Domains',
        fields: {
          domain: 'Domain',
          code: 'Linked code',
          state: 'State',
          createdAt: 'Requested',
          decidedAt: 'Decided',
        },
      },
    },
  },
};
