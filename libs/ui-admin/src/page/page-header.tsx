import { Link } from '@club/stack';
import { Cluster, Heading, Text, usePageTitle } from '@club/ui';
import type { ReactNode } from 'react';
import { Crumbs, HeaderRow } from './page.styles';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  /** Where the page sits, from the area's home; the last crumb is the page itself (not a link). */
  crumbs?: Crumb[];
  description?: ReactNode;
  /** Buttons or links for the page's main actions. */
  actions?: ReactNode;
}

/** Breadcrumbs, the page's one <h1> (also the document title) and its actions. */
export function PageHeader({ title, crumbs = [], description, actions }: PageHeaderProps) {
  usePageTitle(title, 'Administration');
  return (
    <header>
      {crumbs.length > 0 ? (
        <nav aria-label="Fil d'Ariane">
          <Crumbs>
            {crumbs.map((crumb) => (
              <li key={`${crumb.label}-${crumb.to ?? ''}`}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </Crumbs>
        </nav>
      ) : null}
      <HeaderRow>
        <div>
          <Heading level={1}>{title}</Heading>
          {description ? <Text muted>{description}</Text> : null}
        </div>
        {actions ? <Cluster>{actions}</Cluster> : null}
      </HeaderRow>
    </header>
  );
}
