import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path (dark modules on a light square, whatever the theme). */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
    const d = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
    return { path: d, width: modules };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${width} ${width}`} shapeRendering="crispEdges">
      <rect width={width} height={width} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
