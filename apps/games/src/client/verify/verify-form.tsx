import { slotTitles } from '@haneul/game-math';
import { BACCARAT_CODES, BLACKJACK_CODE, gameKindOf, TABLE_CODES } from '../../protocol/game-codes.ts';
import { BACCARAT_BETS, ZBlackjackAction } from '../../protocol/round-api.ts';
import { BLACKJACK_STAKE_LIMITS } from '../../protocol/table-limits.ts';
import type { BetSpot } from '../baccarat/use-baccarat-deal.ts';
import { GAME_NAMES } from '../app/game-names.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';

/** The verify inputs, all as typed text so a half-typed number never fights the player. */
export interface VerifyFields {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  stakes: Record<BetSpot, string>;
  /** A roulette, dragon tiger or sic bo round's stakes, one `key=stake` a line. */
  tableBets: string;
  /** A blackjack hand's decisions, comma-separated, as the engine names them. */
  actions: string;
}

const SPOT_NAMES: Record<BetSpot, MessageKey> = {
  player: 'baccarat.bets.player',
  banker: 'baccarat.bets.banker',
  tie: 'baccarat.bets.tie',
  playerPair: 'baccarat.bets.playerPair',
  bankerPair: 'baccarat.bets.bankerPair',
};

export function VerifyForm({
  fields,
  onChange,
}: {
  fields: VerifyFields;
  onChange: (fields: VerifyFields) => void;
}) {
  const { t, won } = useI18n();
  const set = (patch: Partial<VerifyFields>) => onChange({ ...fields, ...patch });
  const title = slotTitles.find((s) => s.code === fields.game);
  const kind = gameKindOf(fields.game);
  const text = (id: keyof VerifyFields, label: MessageKey, help?: string) => (
    <div className="field">
      <label htmlFor={`verify-${id}`}>{t(label)}</label>
      <input
        id={`verify-${id}`}
        className="mono"
        value={fields[id] as string}
        onChange={(e) => set({ [id]: e.target.value })}
        inputMode={id === 'nonce' || id === 'bet' ? 'numeric' : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      {help && <p className="field-help">{help}</p>}
    </div>
  );
  return (
    <form className="verify-form" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="verify-game">{t('verify.game')}</label>
        <select id="verify-game" value={fields.game} onChange={(e) => set({ game: e.target.value })}>
          {slotTitles.map((s) => (
            <option key={s.code} value={s.code}>
              {t(GAME_NAMES[s.code]!)}
            </option>
          ))}
          {[...BACCARAT_CODES, ...Object.values(TABLE_CODES), BLACKJACK_CODE].map((code) => (
            <option key={code} value={code}>
              {t(GAME_NAMES[code]!)}
            </option>
          ))}
        </select>
      </div>
      {text('serverSeed', 'fair.serverSeed', t('verify.serverSeedHelp'))}
      {text('clientSeed', 'fair.clientSeed')}
      {text('nonce', 'verify.nonce')}
      {title &&
        text(
          'bet',
          'verify.bet',
          t('verify.betHelp', { min: won(title.minBet), max: won(title.maxBet), coins: title.coinsPerSpin }),
        )}
      {kind === 'blackjack' && (
        <>
          {text(
            'bet',
            'verify.bet',
            t('blackjack.verify.betHelp', {
              min: won(BLACKJACK_STAKE_LIMITS.min),
              max: won(BLACKJACK_STAKE_LIMITS.max),
              step: won(BLACKJACK_STAKE_LIMITS.step),
            }),
          )}
          {text(
            'actions',
            'blackjack.verify.actions',
            `${t('blackjack.verify.actionsHelp')} ${ZBlackjackAction.options.join(', ')}`,
          )}
        </>
      )}
      {kind !== undefined && kind !== 'slot' && kind !== 'baccarat' && kind !== 'blackjack' && (
        <div className="field">
          <label htmlFor="verify-table-bets">{t('verify.stakes')}</label>
          <textarea
            id="verify-table-bets"
            className="mono"
            rows={4}
            value={fields.tableBets}
            onChange={(e) => set({ tableBets: e.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
          <p className="field-help">{t('verify.tableBetsHelp')}</p>
        </div>
      )}
      {kind === 'baccarat' && (
        <fieldset className="stakes">
          <legend>{t('verify.stakes')}</legend>
          {BACCARAT_BETS.map((spot) => (
            <div className="field" key={spot}>
              <label htmlFor={`verify-stake-${spot}`}>{t(SPOT_NAMES[spot])}</label>
              <input
                id={`verify-stake-${spot}`}
                className="mono"
                inputMode="numeric"
                value={fields.stakes[spot]}
                onChange={(e) => set({ stakes: { ...fields.stakes, [spot]: e.target.value } })}
              />
            </div>
          ))}
        </fieldset>
      )}
    </form>
  );
}
