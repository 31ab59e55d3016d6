import type { MenuIcon as IconShapes } from '@club/contracts';
import { createElement } from 'react';

/**
 * A 24×24 stroke icon drawn from its shapes, as lucide draws its icons: the shell's own (./shapes.ts) and the menu
 * icons the remotes declare as data. Always decorative: hidden from assistive technologies, the text beside it names it.
 */
export function StrokeIcon({ shapes, size = 18 }: { shapes: IconShapes; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
