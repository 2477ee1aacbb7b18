/**
 * Path data helpers for the artwork, in the 100x100 symbol box. Each returns one closed SVG
 * subpath, so layers can be concatenated and painted in one go.
 */
const n = (value: number) => Math.round(value * 100) / 100;

export function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`;
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}` +
    `V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}` +
    `Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  );
}

export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** The point `r` from (cx, cy) at `degrees` clockwise from straight up, as path coordinates. */
export function polar(cx: number, cy: number, r: number, degrees: number): string {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
}

/** Straight ribs from (cx, cy) out to `r` at each of `degrees`: a fan's sticks, a shell's ridges. */
export function ribs(cx: number, cy: number, r: number, degrees: readonly number[]): string {
  return degrees.map((deg) => `M${n(cx)} ${n(cy)}L${polar(cx, cy, r, deg)}`).join('');
}

/** A star or burst: `points` tips between radii `outer` and `inner`, first tip straight up. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): string {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + turn + (i * Math.PI) / points;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(corners);
}

/** A traditional cloud (구름) of overlapping puffs along a flat base: one subpath per puff. */
export function cloud(cx: number, cy: number, width: number): string {
  const r = width / 5;
  return [
    circle(cx - r * 1.5, cy, r),
    circle(cx - r * 0.4, cy - r * 0.6, r * 1.25),
    circle(cx + r * 0.9, cy - r * 0.25, r * 1.05),
    circle(cx + r * 1.7, cy + r * 0.2, r * 0.75),
    roundRect(cx - r * 2.4, cy, r * 4.8, r * 0.95, r * 0.45),
  ].join('');
}

/** An open spiral, the curl that ends the clouds and waves of Korean ornament. */
export function curl(cx: number, cy: number, r: number, clockwise = true): string {
  const s = clockwise ? 1 : 0;
  return `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${s} ${n(cx - r)} ${n(cy)}A${n(r * 0.6)} ${n(r * 0.6)} 0 0 ${s} ${n(cx + r * 0.2)} ${n(cy)}A${n(r * 0.3)} ${n(r * 0.3)} 0 0 ${s} ${n(cx - r * 0.3)} ${n(cy)}`;
}

/** A brass coin (엽전) with its square hole: the hole drawn as its own subpath for a darker fill. */
export function coinHole(cx: number, cy: number, r: number): string {
  const h = r * 0.32;
  return polygon([
    [cx - h, cy - h],
    [cx + h, cy - h],
    [cx + h, cy + h],
    [cx - h, cy + h],
  ]);
}
