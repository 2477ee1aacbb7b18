import { useI18n } from '../i18n/i18n-context.tsx';
import { CascadeMeter, HoldCounter } from './mechanic-hud.tsx';
import type { CascadeHud, HoldHud, SlotBanner } from './playback.ts';
import type { FreeSpinHud } from './use-slot-play.ts';

/** What floats over the reels: the free-spin, cascade and respin counters and the round's banners. */
export function SlotHud({
  free,
  cascade,
  hold,
  banner,
  onDismiss,
}: {
  free: FreeSpinHud | null;
  cascade: CascadeHud | null;
  hold: HoldHud | null;
  banner: SlotBanner | null;
  onDismiss: () => void;
}) {
  const { t, won } = useI18n();
  return (
    <>
      {cascade && <CascadeMeter hud={cascade} />}
      {hold && <HoldCounter hud={hold} />}
      {free && (
        <div className="free-hud" role="status">
          <span className="free-hud__title">{t('slot.freeSpins')}</span>
          <span className="free-hud__count">
            {t('slot.freeSpinOf', { index: free.index, total: free.total })}
          </span>
          <span className="free-hud__multiplier">
            {t('slot.multiplier', { multiplier: free.multiplier })}
          </span>
          <span className="free-hud__won">{won(free.won)}</span>
        </div>
      )}
      {banner && (
        <button
          type="button"
          className={`slot-banner slot-banner--${banner.kind}`}
          onClick={onDismiss}
          role="status"
        >
          {banner.kind === 'freeAwarded' && (
            <>
              <strong>{t('slot.freeSpinsAwarded', { spins: banner.spins })}</strong>
              <span>{t('slot.freeSpinsStart')}</span>
            </>
          )}
          {banner.kind === 'retrigger' && <strong>{t('slot.retrigger', { spins: banner.spins })}</strong>}
          {banner.kind === 'freeTotal' && (
            <>
              <span>{t('slot.freeSpinsTotal')}</span>
              <strong>{won(banner.amount)}</strong>
            </>
          )}
          {banner.kind === 'holdStart' && (
            <>
              <strong>{t('slot.holdStart')}</strong>
              <span>{t('slot.holdStartDetail', { locked: banner.locked, respins: banner.respins })}</span>
            </>
          )}
          {banner.kind === 'jackpot' && (
            <>
              <span>{t('slot.jackpot')}</span>
              <strong>{won(banner.amount)}</strong>
            </>
          )}
          {banner.kind === 'holdTotal' && (
            <>
              <span>{t('slot.holdTotal')}</span>
              <strong>{won(banner.amount)}</strong>
            </>
          )}
          {banner.kind === 'bigWin' && (
            <>
              <span>{t('slot.bigWin')}</span>
              <strong>{won(banner.amount)}</strong>
            </>
          )}
        </button>
      )}
    </>
  );
}
