/**
 * The ledger's units, branded so that one cannot stand in for another: an amount passed as a
 * member id, or an account id as an amount, does not compile. Each is a plain number at run time;
 * the constructors below are where a number becomes one, checked once at the boundary.
 */
declare const unit: unique symbol;
type Unit<TName extends string> = number & { readonly [unit]: TName };

/** Whole won, signed (a debit is negative); within ±(2^53 − 1), where a number is exact. */
export type Won = Unit<'Won'>;
export type MemberId = Unit<'MemberId'>;
export type AccountId = Unit<'AccountId'>;
export type EntryId = Unit<'EntryId'>;

/** An amount in whole won; a fraction or an unsafe integer is a bug upstream, not money. */
export function won(amount: number): Won {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole-won amount: ${amount}`);
  return amount as Won;
}

function positiveId<TId extends number>(kind: string, id: number): TId {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`not a ${kind}: ${id}`);
  return id as TId;
}

export const memberId = (id: number): MemberId => positiveId<MemberId>('member id', id);
export const accountId = (id: number): AccountId => positiveId<AccountId>('account id', id);
export const entryId = (id: number): EntryId => positiveId<EntryId>('entry id', id);
