/**
 * Banks a Korean player is paid to: the message key of the shown name and the name stored with
 * the member (the Korean one, which is what the cashier reads), whatever the page's language.
 */
export const BANKS = [
  { key: 'kb', value: 'KB국민은행' },
  { key: 'shinhan', value: '신한은행' },
  { key: 'woori', value: '우리은행' },
  { key: 'hana', value: '하나은행' },
  { key: 'nh', value: 'NH농협은행' },
  { key: 'ibk', value: 'IBK기업은행' },
  { key: 'kakao', value: '카카오뱅크' },
  { key: 'toss', value: '토스뱅크' },
  { key: 'kbank', value: '케이뱅크' },
  { key: 'sc', value: 'SC제일은행' },
  { key: 'citi', value: '한국씨티은행' },
  { key: 'kdb', value: 'KDB산업은행' },
  { key: 'suhyup', value: 'Sh수협은행' },
  { key: 'mg', value: '새마을금고' },
  { key: 'cu', value: '신협' },
  { key: 'post', value: '우체국' },
  { key: 'im', value: 'iM뱅크' },
  { key: 'busan', value: '부산은행' },
  { key: 'kyongnam', value: '경남은행' },
  { key: 'kwangju', value: '광주은행' },
  { key: 'jeonbuk', value: '전북은행' },
  { key: 'jeju', value: '제주은행' },
] as const;

export type BankKey = (typeof BANKS)[number]['key'];
