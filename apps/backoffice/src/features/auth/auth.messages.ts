import type { FeatureMessages } from '../../i18n/message-tree';

export const authMessages: FeatureMessages = {
  ko: {
    auth: {
      title: '직원 로그인',
      loginId: '아이디',
      password: '비밀번호',
      otp: '인증 코드 (6자리)',
      otpHelp: '인증 앱에 표시된 6자리 숫자',
      signIn: '로그인',
      errors: {
        pass: '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다',
        blocked: '사용이 중지된 계정입니다. 관리자에게 문의하세요',
        time: '로그인 시도가 너무 많습니다. %{minutes}분 후 다시 시도하세요',
        already: '인증 앱 등록 정보는 이미 한 번 표시되었습니다. 관리자에게 초기화를 요청하세요',
        otp_format: '인증 코드는 6자리 숫자입니다',
      },
      enrol: {
        title: '인증 앱 등록',
        intro:
          '처음 로그인하는 계정입니다. 인증 앱(Google Authenticator 등)에 아래 키를 추가한 뒤, 앱에 표시된 6자리 코드를 입력하세요.',
        secret: '설정 키',
        uri: '등록 URI (otpauth)',
        once: '이 정보는 한 번만 표시됩니다. 등록을 마치기 전에 창을 닫지 마세요.',
        confirm: '등록하고 로그인',
        start: '인증 앱 등록 시작',
        needed: '이 계정은 아직 인증 앱을 등록하지 않았습니다.',
      },
    },
  },
  en: {
    auth: {
      title: 'Staff sign-in',
      loginId: 'ID',
      password: 'Password',
      otp: 'Authenticator code (6 digits)',
      otpHelp: 'The six digits your authenticator app shows',
      signIn: 'Sign in',
      errors: {
        pass: 'The ID, password or code is not right',
        blocked: 'This account is disabled. Please contact an admin',
        time: 'Too many attempts. Try again in %{minutes} minutes',
        already: 'The enrolment key was already shown once. Ask an admin to reset it',
        otp_format: 'The code is six digits',
      },
      enrol: {
        title: 'Set up your authenticator',
        intro:
          'This is the account’s first sign-in. Add the key below to an authenticator app (Google Authenticator or similar), then type the six-digit code it shows.',
        secret: 'Setup key',
        uri: 'Enrolment URI (otpauth)',
        once: 'This is shown only once. Keep this window open until you finish.',
        confirm: 'Enrol and sign in',
        start: 'Start authenticator setup',
        needed: 'This account has no authenticator yet.',
      },
    },
  },
};
