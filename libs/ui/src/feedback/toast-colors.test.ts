import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../theme/tokens';
import { toastColors } from './toaster-config';

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** `color-mix(in srgb, <tone> N%, <surface>)` as the browser computes it. */
function mixed(value: string): number[] {
  const match = /^color-mix\(in srgb, (#[0-9a-f]{6}) (\d+)%, (#[0-9a-f]{6})\)$/i.exec(value);
  expect(match, value).not.toBeNull();
  const [, tone, share, surface] = match as unknown as [string, string, string, string];
  const weight = Number(share) / 100;
  return channels(tone).map((channel, index) => channel * weight + channels(surface)[index]! * (1 - weight));
}

describe.each([
  ['clair', lightTheme],
  ['sombre', darkTheme],
])('toast colours in the %s theme', (_name, theme) => {
  it.each(['success', 'info', 'warning', 'error'])('%s: the text reaches 4.5:1 on its background (WCAG AA)', (type) => {
    const colors = toastColors(theme);
    expect(contrast(channels(colors[`--${type}-text`]!), mixed(colors[`--${type}-bg`]!))).toBeGreaterThanOrEqual(4.5);
  });
});
