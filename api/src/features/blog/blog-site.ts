import { articleAddress, BLOG_ARCHIVE_PAGE_SIZE, formatLongDate, withDe, type Article } from '@club/contracts';
import type { ServiceContext } from '../../shared/service-context';
import { getPublicArticle, listPublicArticles } from './articles.service';

/**
 * The blog as the served site shows it to visitors (issue 13): the home page's latest articles in its
 * prerendered HTML, the news archive `/blog` page by page (ADR 178), the RSS feed, and each public
 * article's title, description and Open Graph tags in the HTML of its page. Everything here is text the API escapes; no script is added.
 */
export interface BlogSite {
  /** The home page's « Actualités du club » (empty when there is no public article). */
  latestArticlesHtml(): Promise<string>;
  /** One page of the news archive `/blog`: the public articles, newest first, and the pager. */
  archiveHtml(page: number): Promise<string>;
  rss(): Promise<string>;
  /** `<head>` elements of `/blog/{slug}` (or the old `/blog/{id}`) for a published public article, with its slug; else undefined. */
  articleHead(key: string): Promise<{ title: string; slug: string; elements: string[] } | undefined>;
}

const LATEST_ARTICLES = 3;
const RSS_ITEMS = 20;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const publicArticlePath = (article: Pick<Article, 'slug'>) => articleAddress(article);

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
      const date = article.publishedAt ? `<time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(formatLongDate(article.publishedAt))}</time>` : '';
      const excerpt = article.excerpt ? `<p>${escapeHtml(article.excerpt)}</p>` : '';
      return `<li><h3><a href="${publicArticlePath(article)}">${escapeHtml(article.title)}</a></h3>${date}${excerpt}</li>`;
    })
    .join('');
  return `<h2 id="actualites-titre">Actualités du club</h2><ul>${items}</ul><p><a href="/blog">Toutes les actualités</a> · <a href="/blog/rss.xml">Suivre les actualités (flux RSS)</a></p>`;
}

const archivePageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

function archiveItem(article: Article): string {
  const cover = article.coverImageUrl ? `<img src="${escapeHtml(article.coverImageUrl)}" alt="" loading="lazy">` : '';
  const date = article.publishedAt ? `<time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(formatLongDate(article.publishedAt))}</time>` : '';
  const excerpt = `<p>${escapeHtml(descriptionOf(article))}</p>`;
  const tags = article.tags.length > 0 ? `<ul class="tags" aria-label="Tags">${article.tags.map((tag) => `<li>${escapeHtml(tag.name)}</li>`).join('')}</ul>` : '';
  return `<li><article>${cover}<h2><a href="${publicArticlePath(article)}">${escapeHtml(article.title)}</a></h2>${date}${excerpt}${tags}</article></li>`;
}

/** « Page 2 sur 5 » between the links to the newer and the older articles (none at the ends). */
function pagerHtml(page: number, lastPage: number): string {
  if (lastPage <= 1) return '';
  const newer = page > 1 ? `<a href="${archivePageHref(Math.min(page - 1, lastPage))}" rel="prev">Page précédente</a>` : '';
  const older = page < lastPage ? `<a href="${archivePageHref(page + 1)}" rel="next">Page suivante</a>` : '';
  return `<nav class="pager" aria-label="Pages des actualités">${newer}<span aria-current="page">Page ${page} sur ${lastPage}</span>${older}</nav>`;
}

function archiveHtml(articles: Article[], page: number, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / BLOG_ARCHIVE_PAGE_SIZE));
  if (total === 0) return '<p class="empty">Aucun article publié pour le moment. Revenez bientôt pour lire les nouvelles du club.</p>';
  if (articles.length === 0) {
    return `<p class="empty">Cette page n'existe pas : les actualités tiennent en ${lastPage} page${lastPage > 1 ? 's' : ''}. <a href="/blog">Voir les derniers articles</a></p>`;
  }
  return `<ol class="articles">${articles.map(archiveItem).join('')}</ol>${pagerHtml(page, lastPage)}`;
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
    async archiveHtml(page) {
      const result = await listPublicArticles({ ctx, actor: null, input: { page, limit: BLOG_ARCHIVE_PAGE_SIZE } });
      return archiveHtml(result.data, page, result.total);
    },
    rss: async () => rssXml(await latest(RSS_ITEMS), site),
    async articleHead(key) {
      const article = await getPublicArticle({ ctx, actor: null, input: { id: key } }).catch(() => undefined);
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
      return { title: `${article.title} — ${site.name}`, slug: article.slug, elements };
    },
  };
}
