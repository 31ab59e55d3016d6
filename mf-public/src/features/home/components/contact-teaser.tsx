import type { SiteConfig } from '@club/contracts';
import { Card, Text, mailtoHref, telHref } from '@club/ui';
import { Link, styled } from '@club/stack';
import { Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress } from '../../../shared/format-address';
import { HomeSection } from './section';
import { paths } from '../../../paths';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Teaser = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export function ContactTeaser({ site }: { site: SiteConfig }) {
  return (
    <HomeSection id="contact" title={'Une question\u00a0?'}>
      <Teaser>
        <Text>Le secrétariat vous renseigne sur les sections, les horaires et les inscriptions, par téléphone, par e-mail ou sur place.</Text>
        <Lines>
          <li>
            <Phone size={18} aria-hidden="true" focusable="false" />
            <a href={telHref(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <Mail size={18} aria-hidden="true" focusable="false" />
            <a href={mailtoHref(site.email)}>{site.email}</a>
          </li>
          <li>
            <MapPin size={18} aria-hidden="true" focusable="false" />
            <span>{formatAddress(site)}</span>
          </li>
        </Lines>
        <Text>
          <Link to={paths.contact.href()}>Horaires du secrétariat et formulaire de contact</Link>
        </Text>
      </Teaser>
    </HomeSection>
  );
}
