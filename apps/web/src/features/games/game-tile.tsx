'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';

type GameTileProps = {
  name: string;
  imgUrl: string;
  /** The provider logo shown in the corner; none on provider tiles themselves. */
  logoUrl?: string;
  used: 'y' | 'n';
  shape?: 'portrait' | 'wide';
} & /** A tile launches or opens something on the page, or leads to a page of the site (a sport). */ (
  | { onClick: () => void; href?: never }
  | { href: { pathname: '/sport'; query: { sport: string } }; onClick?: never }
);

/**
 * One tile of a game grid: the game's artwork, its name below, a glow on hover and focus. The
 * tile is given the cell's width and the image its size up front: a button otherwise sizes to
 * its content, and the tile would grow under the reader when its lazy image arrived.
 */
export function GameTile({ name, imgUrl, logoUrl, used, onClick, href, shape = 'portrait' }: GameTileProps) {
  const t = useTranslations('games');
  const off = used !== 'y';
  const className =
    'group focus-ring relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/[0.06] bg-navy-900 text-left transition duration-200 hover:-translate-y-0.5 hover:border-gold-400/50 hover:shadow-[0_0_24px_-4px] hover:shadow-gold-400/40';
  const face = (
    <>
      <span
        className={`relative block w-full overflow-hidden ${shape === 'portrait' ? 'aspect-[4/5]' : 'aspect-[2/1]'}`}
      >
        <img
          src={imgUrl}
          alt=""
          width={shape === 'portrait' ? 400 : 480}
          height={shape === 'portrait' ? 500 : 240}
          loading="lazy"
          decoding="async"
          className={`size-full object-cover transition duration-300 group-hover:scale-[1.04] ${off ? 'grayscale-[70%] opacity-60' : ''}`}
        />
        {logoUrl ? (
          <img
            src={logoUrl}
            alt=""
            className="absolute top-2 left-2 h-8 w-16 rounded-lg object-cover shadow-md shadow-black/40 ring-1 ring-gold-400/30"
          />
        ) : null}
        {off ? (
          <span className="absolute top-2 right-2 rounded-full bg-navy-950/85 px-2 py-0.5 text-[11px] font-medium text-slate-300 ring-1 ring-white/15">
            {t('off')}
          </span>
        ) : null}
      </span>
      <span className="truncate px-3 py-2.5 text-sm font-medium text-slate-100 group-hover:text-gold-200">
        {name}
      </span>
    </>
  );
  return href ? (
    <Link href={href} data-used={used} className={className}>
      {face}
    </Link>
  ) : (
    <button type="button" onClick={onClick} data-used={used} className={className}>
      {face}
    </button>
  );
}
