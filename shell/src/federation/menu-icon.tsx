import type { MenuIcon as MenuIconShapes } from '@club/contracts';
import { createElement } from 'react';

/** A menu icon declared as data by a remote (the shapes of a lucide icon), drawn like lucide draws it. */
export function MenuIcon({ shapes, size = 18 }: { shapes: MenuIconShapes; size?: number }) {
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
