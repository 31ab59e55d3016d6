import { describe, expect, it } from 'vitest';
import { articleHtml, sanitizeArticleHtml } from './article-content';

describe('article content', () => {
  it('keeps Markdown formatting', () => {
    expect(articleHtml('# Titre\n\nUn *match* [ici](https://club.fr/a) ![photo](https://club.fr/p.jpg)')).toBe(
      '<h1>Titre</h1>\n<p>Un <em>match</em> <a href="https://club.fr/a" rel="noopener noreferrer nofollow">ici</a> <img src="https://club.fr/p.jpg" alt="photo" /></p>\n',
    );
  });

  it('leaves no script path in what Markdown could produce', () => {
    const html = articleHtml('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[clic](javascript:alert(1)) [b](JaVaScRiPt:alert(1))');
    expect(html).not.toMatch(/<script|<img|<a[^>]*href="javascript/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  });

  it('drops what the allow-list does not name, even in HTML given directly', () => {
    const html = sanitizeArticleHtml(
      '<p style="color:red" onclick="x()">a</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">l</a><iframe src="https://x"></iframe><svg onload="x()"></svg>',
    );
    expect(html).toBe('<p>a</p><img /><a>l</a>');
  });
});
