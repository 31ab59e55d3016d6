import MarkdownIt from 'markdown-it';

/**
 * Article content is Markdown (docs/decisions/130-blog-content-markdown.md). Raw HTML is never passed
 * through (`html: false` escapes it as text) and markdown-it's link check refuses `javascript:`,
 * `vbscript:`, `file:` and non-image `data:` URLs. The API sanitises this output once more with an
 * allow-list before storing it; the admin's live preview shows it as is.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

// External links open without giving the target page a handle on ours.
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The HTML of a Markdown text: paragraphs, headings, emphasis, lists, quotes, code, links and images. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
