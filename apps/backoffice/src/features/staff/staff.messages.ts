import type { FeatureMessages } from '../../i18n/message-tree';

export const staffMessages: FeatureMessages = {
  ko: {
    resources: {
      staff: {
        name: '직원 계정 |||| 직원 계정',
        fields: {
          id: '번호',
          login: '아이디',
          password: '초기 비밀번호',
          role: '권한',
          state: '상태',
          enrolled: '인증 앱 등록',
          createdAt: '생성일시',
          lastLoginAt: '최근 로그인',
          q: '아이디 검색',
        },
      },
    },
    staff: {
      states: { active: '사용', suspended: '사용 중지' },
      loginHelp: '영문·숫자·점·대시·밑줄 3~32자',
      passwordHelp:
        '12자 이상, 추측하기 어려운 긴 비밀번호(흔한 단어·이름·날짜·키보드 배열 제외). 첫 로그인 때 인증 앱을 등록합니다.',
      resetTotp: '인증 앱 초기화',
      confirmResetTotp:
        '새 인증 키를 만들고 이 계정의 모든 세션을 종료합니다. 다음 로그인 때 인증 앱을 다시 등록해야 합니다.',
      selfHelp: '본인 계정의 권한을 낮추거나 사용을 중지할 수 없습니다.',
    },
  },
  en: {
    resources: {
      staff: {
        name: 'Staff account |||| Staff accounts',
        fields: {
          id: 'No.',
          login: 'Login',
          password: 'First password',
          role: 'Role',
          state: 'State',
          enrolled: 'Authenticator set up',
          createdAt: 'Created',
          lastLoginAt: 'Last sign-in',
          q: 'Search logins',
        },
      },
    },
    staff: {
      states: { active: 'Active', suspended: 'Disabled' },
      loginHelp: '3-32 letters, digits, dots, dashes or underscores',
      passwordHelp:
        'At least 12 characters and hard to guess (no common words, names, dates or keyboard runs). The authenticator is set up at the first sign-in.',
      resetTotp: 'Reset authenticator',
      confirmResetTotp:
        'Creates a new key and ends every session of this account. It sets up the authenticator again at its next sign-in.',
      selfHelp: 'You cannot demote or disable your own account.',
    },
  },
};
