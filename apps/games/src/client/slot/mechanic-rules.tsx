import type { SlotTitle } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';

/**
 * The rules a title's own mechanic adds to the help, with the title's exact numbers: its
 * multiplier wilds, its cascade's multiplier ladder, or its hold-and-spin trigger, respins and
 * jackpot (in won at the current bet).
 */
export function MechanicRules({ title, bet }: { title: SlotTitle; bet: number }) {
  const { t, won } = useI18n();
  const times = (multiplier: number) => t('slot.multiplier', { multiplier });
  const multipliers = title.symbols.flatMap((symbol) =>
    symbol.kind === 'wild' && (symbol.multiplier ?? 1) > 1 ? [symbol.multiplier!] : [],
  );
  const mechanic = title.mechanic;
  return (
    <>
      {multipliers.length > 0 && (
        <li>{t('help.multiplierWildsRule', { wilds: multipliers.map(times).join(', ') })}</li>
      )}
      {mechanic?.kind === 'cascade' && (
        <li>
          {t('help.cascadeRule', {
            multipliers: mechanic.multipliers.map(times).join(' → '),
            windows: mechanic.maxSteps,
          })}
        </li>
      )}
      {mechanic?.kind === 'hold-and-spin' && (
        <>
          <li>{t('help.holdRule', { trigger: mechanic.trigger, respins: mechanic.respins })}</li>
          <li>
            {t('help.holdPayRule', { cells: title.reels * title.rows, jackpot: won(mechanic.jackpot * bet) })}
          </li>
        </>
      )}
    </>
  );
}
