import type { TUserFields } from '@haneul/contract';

/** A member as the services see it: clean names, money in whole won by account kind. */
export interface MemberFields {
  userId: string;
  nick: string;
  phone: string;
  bankName: string;
  bankOwner: string;
  bankNumber: string;
  level: number;
  playType: 'user' | 'agent';
  cash: number;
  comp: number;
  game: number;
  point: number;
}

/** The one place where a member becomes the brief's user fields (`bankname`, `rolling`, ...). */
export function toUserFields(member: MemberFields): TUserFields {
  return {
    userId: member.userId,
    nick: member.nick,
    phone: member.phone,
    rolling: member.comp,
    balance: member.cash,
    in_balance: member.game,
    point: member.point,
    bankname: member.bankName,
    bankOwner: member.bankOwner,
    banknum: member.bankNumber,
    level: member.level,
    playType: member.playType,
  };
}
