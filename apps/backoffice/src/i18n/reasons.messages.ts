import type { FeatureMessages } from './message-tree';

/**
 * Why the API refused something, by the reason codes it sends (`errors[].reason` of a 400,
 * `reason` of a 409): field checks of the contract's schemas and the services' own refusals.
 */
export const reasonsMessages: FeatureMessages = {
  ko: {
    app: {
      reasons: {
        amount_zero: '0이 아닌 금액을 입력하세요',
        code_format: '영문·숫자 3~16자로 입력하세요',
        color_format: '#rrggbb 형식의 색상이어야 합니다',
        day_format: '날짜 형식이 올바르지 않습니다',
        domain_format: '도메인 형식이 올바르지 않습니다 (예: haneul.bet)',
        ends_before_start: '노출 종료가 노출 시작보다 늦어야 합니다',
        page_path: '사이트 안의 경로여야 합니다 (예: /notice)',
        image_url_format: '회원 사이트 경로(/images/...) 또는 https 주소여야 합니다',
        login_format: '영문·숫자·점·대시·밑줄 3~32자로 입력하세요',
        nothing_to_change: '바뀐 내용이 없습니다',
        otp_format: '인증 코드는 6자리 숫자입니다',
        password_length: '비밀번호는 12자 이상이어야 합니다',
        password_weak:
          '추측하기 쉬운 비밀번호입니다. 흔한 단어·이름·날짜·키보드 배열을 피해 더 길게 정하세요',
        operator_domain: '운영사 도메인은 에이전트 도메인이 될 수 없습니다',
        adjustment_limit: '오늘의 잔액 조정 한도(직원별 하루 합계)를 넘습니다. 관리자에게 요청하세요',
        after_to: '시작일이 종료일보다 늦습니다',
        range_too_long: '기간은 366일을 넘을 수 없습니다',
        below_minimum: '최소 금액이 최대 금액보다 큽니다',
        empty_after_sanitizing: '허용되지 않는 태그를 지우고 나니 내용이 비었습니다',
        unknown_level: '없는 레벨입니다',
        not_your_code: '이 에이전트의 추천 코드가 아닙니다',
        login_taken: '이미 사용 중인 아이디입니다',
        own_account: '본인 계정의 권한을 낮추거나 사용을 중지할 수 없습니다',
        code_taken: '이미 사용 중인 추천 코드입니다',
        already_agent: '이미 에이전트인 회원입니다',
        level_exists: '이미 있는 레벨입니다',
        too_many_codes: '추천 코드는 50개까지 만들 수 있습니다',
        domain_taken: '이미 등록된 도메인입니다',
        approval_required: '고액 출금은 다른 직원의 승인이 먼저 필요합니다',
        same_staff: '본인이 승인한 출금은 직접 완료할 수 없습니다',
        unknown_sport: '없는 종목입니다',
        unknown_competition: '없는 대회입니다',
        competition_code_format: '영문 소문자·숫자·대시로 입력하세요 (예: k-league-1)',
        country_format: '국가 코드 두 글자(예: kr) 또는 int로 입력하세요',
        starts_in_past: '시작 시간은 지금 이후여야 합니다',
        score_both_sides: '양 팀 점수를 모두 입력하세요',
        score_before_start: '시작 전 경기에는 점수를 넣을 수 없습니다',
        feed_event: '피드가 관리하는 경기는 직접 바꿀 수 없습니다',
        line_quarters: '기준점은 0.25 단위여야 합니다',
        line_for_type:
          '이 마켓 종류에 맞지 않는 기준점입니다 (승무패: 없음, 유럽 핸디캡: 정수, 언더오버: 0보다 큼)',
        selection_for_type: '이 마켓 종류의 선택마다 배당을 한 번씩 입력하세요',
        price_range: '배당은 1.01~1000 사이여야 합니다',
        market_exists: '이 경기에 같은 종류·기준점의 마켓이 이미 있습니다',
        result_pending: '승인을 기다리는 결과가 있습니다',
        own_result: '본인이 입력한 결과는 다른 직원이 승인해야 합니다',
        pair_format: '마켓 조합 형식이 올바르지 않습니다',
        before_start: '종료 시각은 시작 시각보다 앞설 수 없습니다',
        unknown_member: '없는 회원입니다',
      },
    },
  },
  en: {
    app: {
      reasons: {
        amount_zero: 'Enter an amount other than zero',
        code_format: 'Use 3-16 letters or digits',
        color_format: 'Use a #rrggbb colour',
        day_format: 'The date is not valid',
        domain_format: 'The domain is not valid (e.g. haneul.bet)',
        ends_before_start: 'The end must come after the start',
        page_path: 'Must be a path on the site (e.g. /notice)',
        image_url_format: 'Use a member-site path (/images/...) or an https address',
        login_format: 'Use 3-32 letters, digits, dots, dashes or underscores',
        nothing_to_change: 'Nothing changed',
        otp_format: 'The code is six digits',
        password_length: 'Passwords are at least 12 characters',
        password_weak:
          'That password is easy to guess: make it longer, without common words, names, dates or keyboard runs',
        operator_domain: 'The operator’s own domains cannot be an agent’s',
        adjustment_limit:
          'This passes your adjustment limit for today (per staff member, all adjustments added up): ask an admin',
        after_to: 'The start is after the end',
        range_too_long: 'A range is at most 366 days',
        below_minimum: 'A minimum is above its maximum',
        empty_after_sanitizing: 'Nothing is left once disallowed tags are removed',
        unknown_level: 'There is no such level',
        not_your_code: 'That referral code is not this agent’s',
        login_taken: 'That login is taken',
        own_account: 'You cannot demote or disable your own account',
        code_taken: 'That referral code is taken',
        already_agent: 'This member is already an agent',
        level_exists: 'That level already exists',
        too_many_codes: 'An agent has at most 50 referral codes',
        domain_taken: 'That domain is already registered',
        approval_required: 'A large withdrawal needs another staff member’s approval first',
        same_staff: 'You cannot complete a withdrawal you approved yourself',
        unknown_sport: 'There is no such sport',
        unknown_competition: 'There is no such competition',
        competition_code_format: 'Use lower-case letters, digits and dashes (e.g. k-league-1)',
        country_format: 'Use a two-letter country code (e.g. kr) or int',
        starts_in_past: 'The start must be later than now',
        score_both_sides: 'Enter both sides’ scores',
        score_before_start: 'An event that has not started has no score',
        feed_event: 'A feed keeps this event: it cannot be changed by hand',
        line_quarters: 'A line is in quarters (0.25)',
        line_for_type:
          'This line does not suit the market type (1X2: none, 3-way handicap: whole goals, total: above 0)',
        selection_for_type: 'Give one price for each pick of the market type',
        price_range: 'A price is between 1.01 and 1,000',
        market_exists: 'The event already has a market of this type and line',
        result_pending: 'A result is already waiting for approval',
        own_result: 'You entered this result: another staff member must approve it',
        pair_format: 'Not a pair of market types',
        before_start: 'The end cannot come before the start',
        unknown_member: 'There is no such member',
      },
    },
  },
};

const KNOWN = new Set(Object.keys((reasonsMessages.en.app as { reasons: object }).reasons));

/** The translation key for a reason the catalogue explains; an unknown reason stays as it came. */
export function reasonMessage(reason: string): string {
  return KNOWN.has(reason) ? `app.reasons.${reason}` : reason;
}
