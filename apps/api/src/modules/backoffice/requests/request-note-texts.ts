import { contentLanguageTag, type TContentLanguage } from '@haneul/contract';

/** A desk move the member is told about by note. */
export type RequestOutcome = 'deposit.complete' | 'deposit.cancel' | 'withdraw.complete' | 'withdraw.cancel';

/** Won as each language writes an amount in a sentence. */
const MONEY: Record<TContentLanguage, (digits: string) => string> = {
  ko: (digits) => `${digits}원`,
  en: (digits) => `KRW ${digits}`,
  ja: (digits) => `${digits}ウォン`,
  zh: (digits) => `${digits}韩元`,
  vi: (digits) => `${digits} KRW`,
};

type NoteText = (money: string) => { title: string; contents: string };

const TEXTS: Record<TContentLanguage, Record<RequestOutcome, NoteText>> = {
  ko: {
    'deposit.complete': (money) => ({
      title: '입금 처리 완료 안내',
      contents: `신청하신 ${money} 입금이 확인되어 보유금에 반영되었습니다.\n이용해 주셔서 감사합니다.`,
    }),
    'deposit.cancel': (money) => ({
      title: '입금 신청 취소 안내',
      contents: `신청하신 ${money} 입금이 확인되지 않아 신청이 취소되었습니다.\n입금하셨다면 입금 내역과 함께 고객센터로 문의해 주세요.`,
    }),
    'withdraw.complete': (money) => ({
      title: '출금 처리 완료 안내',
      contents: `신청하신 ${money} 출금이 등록하신 계좌로 송금되었습니다.\n은행 사정에 따라 입금 확인까지 시간이 걸릴 수 있습니다.`,
    }),
    'withdraw.cancel': (money) => ({
      title: '출금 신청 취소 안내',
      contents: `신청하신 ${money} 출금이 취소되어 보유금으로 돌려드렸습니다.\n자세한 사유는 고객센터로 문의해 주세요.`,
    }),
  },
  en: {
    'deposit.complete': (money) => ({
      title: 'Your deposit has been credited',
      contents: `We have received your deposit of ${money} and added it to your balance.\nThank you for playing with us.`,
    }),
    'deposit.cancel': (money) => ({
      title: 'Your deposit request was cancelled',
      contents: `We could not find your deposit of ${money}, so the request was cancelled.\nIf you did send it, please contact customer service with the transfer details.`,
    }),
    'withdraw.complete': (money) => ({
      title: 'Your withdrawal has been paid',
      contents: `Your withdrawal of ${money} has been sent to your registered bank account.\nDepending on your bank, it may take a while to arrive.`,
    }),
    'withdraw.cancel': (money) => ({
      title: 'Your withdrawal request was cancelled',
      contents: `Your withdrawal of ${money} was cancelled and the amount returned to your balance.\nPlease contact customer service for the reason.`,
    }),
  },
  ja: {
    'deposit.complete': (money) => ({
      title: '入金処理完了のお知らせ',
      contents: `ご申請の${money}の入金を確認し、残高に反映しました。\nご利用ありがとうございます。`,
    }),
    'deposit.cancel': (money) => ({
      title: '入金申請取消のお知らせ',
      contents: `ご申請の${money}の入金を確認できなかったため、申請を取り消しました。\nご入金済みの場合は、振込明細を添えてサポートまでお問い合わせください。`,
    }),
    'withdraw.complete': (money) => ({
      title: '出金処理完了のお知らせ',
      contents: `ご申請の${money}の出金を、ご登録の口座へ送金しました。\n銀行の状況により、着金まで時間がかかる場合があります。`,
    }),
    'withdraw.cancel': (money) => ({
      title: '出金申請取消のお知らせ',
      contents: `ご申請の${money}の出金を取り消し、残高へお戻ししました。\n理由の詳細はサポートまでお問い合わせください。`,
    }),
  },
  zh: {
    'deposit.complete': (money) => ({
      title: '充值已到账',
      contents: `您申请的${money}充值已确认，并已计入余额。\n感谢您的支持。`,
    }),
    'deposit.cancel': (money) => ({
      title: '充值申请已取消',
      contents: `未能确认您申请的${money}充值，申请已取消。\n如您已转账，请携带转账记录联系客服中心。`,
    }),
    'withdraw.complete': (money) => ({
      title: '提现已汇出',
      contents: `您申请的${money}提现已汇至您登记的银行账户。\n视银行情况，到账可能需要一些时间。`,
    }),
    'withdraw.cancel': (money) => ({
      title: '提现申请已取消',
      contents: `您申请的${money}提现已取消，金额已退回余额。\n具体原因请咨询客服中心。`,
    }),
  },
  vi: {
    'deposit.complete': (money) => ({
      title: 'Khoản nạp đã được cộng vào số dư',
      contents: `Chúng tôi đã nhận khoản nạp ${money} và cộng vào số dư của bạn.\nCảm ơn bạn đã sử dụng dịch vụ.`,
    }),
    'deposit.cancel': (money) => ({
      title: 'Yêu cầu nạp tiền đã bị hủy',
      contents: `Chúng tôi không xác nhận được khoản nạp ${money} nên yêu cầu đã bị hủy.\nNếu bạn đã chuyển tiền, vui lòng liên hệ bộ phận hỗ trợ kèm thông tin chuyển khoản.`,
    }),
    'withdraw.complete': (money) => ({
      title: 'Khoản rút đã được chuyển',
      contents: `Khoản rút ${money} đã được chuyển vào tài khoản ngân hàng bạn đã đăng ký.\nTùy ngân hàng, tiền có thể về chậm một chút.`,
    }),
    'withdraw.cancel': (money) => ({
      title: 'Yêu cầu rút tiền đã bị hủy',
      contents: `Yêu cầu rút ${money} đã bị hủy và số tiền đã được hoàn lại vào số dư.\nVui lòng liên hệ bộ phận hỗ trợ để biết lý do.`,
    }),
  },
};

/** The note a member gets when the desk completes or cancels their request, in their language. */
export function requestNoteText(
  outcome: RequestOutcome,
  amount: number,
  language: TContentLanguage,
): { title: string; contents: string } {
  const digits = new Intl.NumberFormat(contentLanguageTag(language)).format(amount);
  return TEXTS[language][outcome](MONEY[language](digits));
}
