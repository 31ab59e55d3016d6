import { renderMarkdown } from '@club/blog-content';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list applied to an article's HTML before it is stored (docs/decisions/130-blog-content-markdown.md):
 * only these tags and attributes, links to http(s)/mailto/relative addresses, images from http(s) only,
 * no `style`, no event handler, no `javascript:`. Everything else is dropped (script and style content
 * with it).
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every absolute link leaves without a handle on our page (markdown-it sets it too; this is the guarantee).
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } } : { tagName, attribs },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOW_LIST);
}

/** The HTML stored beside an article's Markdown: rendered, then filtered by the allow-list. */
export function articleHtml(markdown: string): string {
  return sanitizeArticleHtml(renderMarkdown(markdown));
}
