import { withDe, type Article } from '@club/contracts';
import type { ServiceContext } from '../../shared/service-context';
import { getPublicArticle, listPublicArticles } from './articles.service';

/**
 * The blog as the served site shows it to visitors (issue 13): the home page's latest articles in its
 * prerendered HTML, the RSS feed, and each public article's title, description and Open Graph tags in
 * the HTML of its page. Everything here is text the API escapes; no script is added.
 */
export interface BlogSite {
  /** The home page's « Actualités du club » (empty when there is no public article). */
  latestArticlesHtml(): Promise<string>;
  rss(): Promise<string>;
  /** `<head>` elements of `/blog/{id}` for a published public article, else undefined. */
  articleHead(id: string): Promise<{ title: string; elements: string[] } | undefined>;
}

const LATEST_ARTICLES = 3;
const RSS_ITEMS = 20;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

const publicArticlePath = (article: Pick<Article, 'id'>) => `/blog/${encodeURIComponent(article.id)}`;

/** The text of an article for a description: its excerpt, else the start of its text without markup. */
function descriptionOf(article: Article): string {
  const text = article.excerpt || article.contentHtml.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}

function latestHtml(articles: Article[]): string {
  if (articles.length === 0) return '';
  const items = articles
    .map((article) => {
      const date = article.publishedAt ? `<time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(DATE.format(new Date(article.publishedAt)))}</time>` : '';
      const excerpt = article.excerpt ? `<p>${escapeHtml(article.excerpt)}</p>` : '';
      return `<li><h3><a href="${publicArticlePath(article)}">${escapeHtml(article.title)}</a></h3>${date}${excerpt}</li>`;
    })
    .join('');
  return `<h2 id="actualites-titre">Actualités du club</h2><ul>${items}</ul><p><a href="/blog/rss.xml">Suivre les actualités (flux RSS)</a></p>`;
}

function rssXml(articles: Article[], site: { name: string; url: string }): string {
  const items = articles
    .map((article) => {
      const link = `${site.url}${publicArticlePath(article)}`;
      return [
        '<item>',
        `<title>${escapeHtml(article.title)}</title>`,
        `<link>${escapeHtml(link)}</link>`,
        `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        article.publishedAt ? `<pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>` : '',
        `<description>${escapeHtml(descriptionOf(article))}</description>`,
        ...article.tags.map((tag) => `<category>${escapeHtml(tag.name)}</category>`),
        '</item>',
      ].join('');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeHtml(`Actualités — ${site.name}`)}</title>
<link>${escapeHtml(site.url)}/</link>
<atom:link href="${escapeHtml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escapeHtml(`Les articles publics du blog ${withDe(site.name)}`)}</description>
<language>fr-fr</language>
${items}
</channel>
</rss>
`;
}

export function blogSite(ctx: ServiceContext, site: { name: string; url: string }): BlogSite {
  const latest = (limit: number) => listPublicArticles({ ctx, actor: null, input: { page: 1, limit } }).then((page) => page.data);
  return {
    latestArticlesHtml: async () => latestHtml(await latest(LATEST_ARTICLES)),
    rss: async () => rssXml(await latest(RSS_ITEMS), site),
    async articleHead(id) {
      const article = await getPublicArticle({ ctx, actor: null, input: { id } }).catch(() => undefined);
      if (!article) return undefined;
      const description = descriptionOf(article);
      const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
      const elements = [
        meta('name', 'description', description),
        meta('property', 'og:type', 'article'),
        meta('property', 'og:site_name', site.name),
        meta('property', 'og:title', article.title),
        meta('property', 'og:description', description),
        meta('property', 'og:url', `${site.url}${publicArticlePath(article)}`),
        meta('property', 'og:locale', 'fr_FR'),
        ...(article.coverImageUrl ? [meta('property', 'og:image', article.coverImageUrl)] : []),
        ...(article.publishedAt ? [meta('property', 'article:published_time', article.publishedAt)] : []),
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`Actualités — ${site.name}`)}" href="/blog/rss.xml">`,
      ];
      return { title: `${article.title} — ${site.name}`, elements };
    },
  };
}
