import type { SiteConfig } from '@club/contracts';
import type { ComponentType } from 'react';
import { BLOG_ARCHIVE_TITLE, BlogArchivePage } from '../features/blog/blog-archive-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { SECTION_PAGE_TITLE, SectionPage } from '../features/sections/section-page';
import { SECTIONS_PAGE_TITLE, SectionsPage } from '../features/sections/sections-page';
import { paths } from '../paths';

export interface PublicPage {
  /** Relative to the remote's base path, as in routes.tsx ('' is the base itself). */
  path: string;
  /** What the page passes to usePageTitle (prerender.test.tsx checks it against the page). */
  title: string;
  Page: ComponentType;
}

/** The public pages served prerendered: every page of routes.tsx but a blog article (the 404 is not a page of ours). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.home.path, title: 'Accueil', Page: HomePage },
  { path: paths.sections.path, title: SECTIONS_PAGE_TITLE, Page: SectionsPage },
  // One page for every section: the server fills it with the section asked for, and its title (ADR 172).
  { path: paths.section.path, title: SECTION_PAGE_TITLE, Page: SectionPage },
  // Every page of the archive: the server fills it with the page of articles asked for (ADR 178).
  { path: paths.blog.path, title: BLOG_ARCHIVE_TITLE, Page: BlogArchivePage },
  { path: paths.contact.path, title: 'Contact & Mentions légales', Page: ContactPage },
  { path: paths.privacy.path, title: 'Politique de confidentialité', Page: PrivacyPage },
  { path: paths.terms.path, title: "Conditions d'utilisation", Page: TermsPage },
];

/** usePageTitle's '{title} — {suffix}', the suffix being the association's short name. */
export const documentTitle = (title: string, site: SiteConfig) => `${title} — ${site.shortName}`;

/**
 * The landing says how old the association is (this year minus its founding year): its prerender is
 * served until the end of the year only, a little before the first time zone reaches the next one.
 */
export function expiresAfterThisYear(now = new Date()): string {
  const EARLIEST_TIME_ZONE_MS = 14 * 3600_000;
  return new Date(Date.UTC(now.getFullYear() + 1, 0, 1) - EARLIEST_TIME_ZONE_MS).toISOString();
}
