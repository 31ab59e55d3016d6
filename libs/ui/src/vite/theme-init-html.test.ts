import { describe, expect, it } from 'vitest';
import { themeBootCss, themeInitScript } from '../theme/theme-init-script';
import { themeInitHtml } from './theme-init-html';

type Transform = { handler: (html: string) => string };
const transform = (html: string) => (themeInitHtml().transformIndexHtml as unknown as Transform).handler(html);

describe('themeInitHtml', () => {
  it('inlines the boot colours and the init script in place of the marker', () => {
    const html = transform('<head><!--theme-init--><!--runtime-config--></head>');
    expect(html).toBe(`<head><style>${themeBootCss}</style>\n    <script>${themeInitScript}</script><!--runtime-config--></head>`);
  });

  it('fails the build when the marker is missing', () => {
    expect(() => transform('<head></head>')).toThrow('<!--theme-init-->');
  });
});
