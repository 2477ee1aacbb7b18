import { useId } from 'react';
import type { Art, Paint } from './art-spec.ts';

/**
 * Paints symbol artwork as inline SVG: the paytable and the verify page show the very symbols of
 * the reels without loading PixiJS. Gradients get ids unique to this instance, since one page
 * shows the same symbol many times.
 */
export function SymbolSvg({ art, label, size = 56 }: { art: Art; label: string; size?: number }) {
  const prefix = `g${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const gradients: React.ReactElement[] = [];
  const paint = (p: Paint | undefined, key: string): string => {
    if (p === undefined) return 'none';
    if (typeof p === 'string') return p;
    const id = `${prefix}-${key}`;
    const stops = p.stops.map(([offset, color], i) => <stop key={i} offset={offset} stopColor={color} />);
    gradients.push(
      p.kind === 'linear' ? (
        <linearGradient key={id} id={id} x1={p.x0} y1={p.y0} x2={p.x1} y2={p.y1}>
          {stops}
        </linearGradient>
      ) : (
        <radialGradient key={id} id={id} cx={p.cx} cy={p.cy} r={p.r}>
          {stops}
        </radialGradient>
      ),
    );
    return `url(#${id})`;
  };
  const layers = art.map((layer, i) =>
    layer.type === 'path' ? (
      <path
        key={i}
        d={layer.d}
        fill={paint(layer.fill, `f${i}`)}
        stroke={layer.stroke ?? 'none'}
        strokeWidth={layer.width}
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={layer.alpha}
      />
    ) : (
      <text
        key={i}
        x={layer.x}
        y={layer.y}
        fontSize={layer.size}
        fontWeight={900}
        fontFamily={layer.font === 'serif' ? 'var(--font-serif)' : 'var(--font-sans)'}
        textAnchor="middle"
        dominantBaseline="central"
        fill={paint(layer.fill, `t${i}`)}
        stroke={layer.stroke}
        strokeWidth={layer.width}
        paintOrder="stroke"
        opacity={layer.alpha}
      >
        {layer.text}
      </text>
    ),
  );
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="symbol-svg"
    >
      <defs>{gradients}</defs>
      {layers}
    </svg>
  );
}
