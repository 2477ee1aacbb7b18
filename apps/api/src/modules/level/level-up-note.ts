import { contentLanguageTag, type TContentLanguage } from '@haneul/contract';

interface Rates {
  slot: string;
  casino: string;
  sport: string;
}

const TEXTS: Record<TContentLanguage, (name: string, rates: Rates) => { title: string; contents: string }> = {
  ko: (name, { slot, casino, sport }) => ({
    title: `${name} 레벨 승급을 축하드립니다`,
    contents: `누적 입금액이 기준에 이르러 회원님의 레벨이 ${name}(으)로 올랐습니다.\n이제 슬롯 ${slot}%, 카지노 ${casino}%, 스포츠 ${sport}%의 콤프가 적립됩니다.`,
  }),
  en: (name, { slot, casino, sport }) => ({
    title: `Welcome to ${name}`,
    contents: `Your deposits have reached the next level: you are now ${name}.\nYou earn comp of ${slot}% on slots, ${casino}% on casino tables and ${sport}% on sports.`,
  }),
  ja: (name, { slot, casino, sport }) => ({
    title: `${name}への昇格おめでとうございます`,
    contents: `累計入金額が基準に達し、会員レベルが${name}に上がりました。\nこれからはスロット${slot}%、カジノ${casino}%、スポーツ${sport}%のコンプが貯まります。`,
  }),
  zh: (name, { slot, casino, sport }) => ({
    title: `恭喜升级为${name}`,
    contents: `您的累计充值已达标，会员等级已升至${name}。\n今后老虎机${slot}%、真人娱乐${casino}%、体育${sport}%的返水将计入您的账户。`,
  }),
  vi: (name, { slot, casino, sport }) => ({
    title: `Chúc mừng bạn lên hạng ${name}`,
    contents: `Tổng tiền nạp của bạn đã đạt mốc: hạng thành viên của bạn nay là ${name}.\nBạn nhận comp ${slot}% cho slot, ${casino}% cho casino và ${sport}% cho thể thao.`,
  }),
};

/** The note a member gets when their deposits raise their level, in their language. */
export function levelUpNote(
  name: string,
  rates: { slot: number; casino: number; sport: number },
  language: TContentLanguage,
): { title: string; contents: string } {
  const percent = new Intl.NumberFormat(contentLanguageTag(language), { maximumFractionDigits: 2 });
  const shown = (bp: number) => percent.format(bp / 100);
  return TEXTS[language](name, {
    slot: shown(rates.slot),
    casino: shown(rates.casino),
    sport: shown(rates.sport),
  });
}
