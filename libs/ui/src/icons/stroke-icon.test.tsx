import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrokeIcon } from './stroke-icon';

describe('StrokeIcon', () => {
  it('draws each shape of the icon with its attributes, as a decorative 24×24 stroke icon', () => {
    const { container } = render(
      <StrokeIcon
        size={18}
        shapes={[
          ['path', { d: 'M3 9h18' }],
          ['circle', { cx: '12', cy: '12', r: '3' }],
          ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
        ]}
      />,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('height')).toBe('18');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('fill')).toBe('none');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    const shapes = [...(svg?.children ?? [])].map((shape) => [shape.tagName, Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value]))]);
    expect(shapes).toEqual([
      ['path', { d: 'M3 9h18' }],
      ['circle', { cx: '12', cy: '12', r: '3' }],
      ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
    ]);
  });

  it('is 18 pixels by default and draws nothing for an icon without shapes', () => {
    const { container } = render(<StrokeIcon shapes={[]} />);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('18');
    expect(container.querySelector('svg')?.children).toHaveLength(0);
  });
});
