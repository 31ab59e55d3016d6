import type { SiteConfig } from '@club/contracts';
import { Card, Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { mailtoHref, telHref } from '../../../shared/contact-links';
import { OFFICE_HOURS, OFFICE_HOURS_NOTE } from '../content/association-details';

const Details = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  > svg {
    grid-row: span 2;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hours = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dd {
    margin: 0;
  }
`;

function DetailLine({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Line>
      {icon}
      <Heading level={3} size="md">
        {title}
      </Heading>
      <div>{children}</div>
    </Line>
  );
}

const iconProps = { size: 20, 'aria-hidden': true, focusable: false } as const;

export function ContactDetails({ site }: { site: SiteConfig }) {
  return (
    <Details>
      <DetailLine icon={<Phone {...iconProps} />} title="Téléphone">
        <a href={telHref(site.phone)}>{site.phone}</a>
      </DetailLine>
      <DetailLine icon={<Mail {...iconProps} />} title="E-mail">
        <a href={mailtoHref(site.email)}>{site.email}</a>
      </DetailLine>
      <DetailLine icon={<MapPin {...iconProps} />} title="Adresse">
        <Text>
          {site.address.venue}
          <br />
          {site.address.street}
          <br />
          {site.address.postalCode} {site.address.city}
        </Text>
      </DetailLine>
      <DetailLine icon={<Clock {...iconProps} />} title="Accueil du secrétariat">
        <Hours>
          {OFFICE_HOURS.map(({ days, hours }) => (
            <Fragment key={days}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </Fragment>
          ))}
        </Hours>
        <Text size="sm" muted>
          {OFFICE_HOURS_NOTE}
        </Text>
      </DetailLine>
    </Details>
  );
}
