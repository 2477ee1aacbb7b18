/** A sport's artwork as a small round badge (beside a competition's name). */
export function SportIcon({ sport }: { sport: string }) {
  return (
    <img
      src={`/images/games/${sport}.svg`}
      alt=""
      width={20}
      height={20}
      className="size-5 shrink-0 rounded-full object-cover ring-1 ring-gold-500/30"
    />
  );
}
