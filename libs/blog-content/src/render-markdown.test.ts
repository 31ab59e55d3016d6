import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown('## Résultats\n\nUn **beau** match, voir [le site](https://example.fr).\n\n- judo\n- basket');
    expect(html).toContain('<h2>Résultats</h2>');
    expect(html).toContain('<strong>beau</strong>');
    expect(html).toContain('<a href="https://example.fr" rel="noopener noreferrer nofollow">le site</a>');
    expect(html).toContain('<li>judo</li>');
  });

  it('escapes raw HTML and refuses script links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[piège](javascript:alert(1))');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
