import type { FeatureMessages } from '../i18n/message-tree';

/** The agent page's own texts (its lists' names and columns are in agent-lists.messages.ts). */
export const agentMessages: FeatureMessages = {
  ko: {
    agent: {
      brand: '하늘 에이전트',
      dashboard: {
        title: '에이전트 현황',
        commission: '미정산 커미션',
        code: '기본 추천 코드',
        session: '세션 만료',
        last30: '최근 30일 커미션',
      },
      signedOut: {
        title: '에이전트 페이지 세션이 없습니다',
        body: '회원 사이트에 로그인한 뒤 에이전트 버튼을 눌러 다시 들어오세요.',
        refused: '링크가 만료되었거나 이미 사용되었습니다. 회원 사이트에서 에이전트 버튼을 다시 눌러 주세요.',
      },
      kinds: { bet: '베팅', win: '당첨', rollback: '취소' },
      codes: { create: '추천 코드 만들기', help: '영문·숫자 3~16자' },
      domains: {
        create: '도메인 요청',
        help: '예: haneul.bet',
        codeHelp: '비우면 기본 추천 코드',
        approval:
          '요청한 도메인은 운영자가 승인한 뒤부터 가입 회원에게 추천 코드를 채워 줍니다. 운영사 도메인은 요청할 수 없습니다.',
      },
      commission: { from: '시작일', to: '종료일' },
    },
  },
  en: {
    agent: {
      brand: 'Haneul Agent',
      dashboard: {
        title: 'Agent overview',
        commission: 'Unsettled commission',
        code: 'Main referral code',
        session: 'Session ends',
        last30: 'Commission, last 30 days',
      },
      signedOut: {
        title: 'No agent page session',
        body: 'Sign in on the member site, then press the agent button to come back.',
        refused: 'The link has expired or was already used. Press the agent button on the member site again.',
      },
      kinds: { bet: 'Bet', win: 'Win', rollback: 'Rollback' },
      codes: { create: 'Create referral code', help: '3-16 letters or digits' },
      domains: {
        create: 'Request domain',
        help: 'e.g. haneul.bet',
        codeHelp: 'Empty: the main referral code',
        approval:
          'A domain fills in your referral code for new members once the operator approves it. The operator’s own domains cannot be requested.',
      },
      commission: { from: 'From', to: 'To' },
    },
  },
};
