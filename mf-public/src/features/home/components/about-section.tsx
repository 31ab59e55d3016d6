import type { SiteConfig } from '@club/contracts';
import { Card, Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import { MILESTONES, VALUES } from '../content/history';
import { CardGrid, HomeSection } from './section';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 65ch;
`;

const When = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
`;

export function AboutSection({ site }: { site: SiteConfig }) {
  const age = new Date().getFullYear() - site.foundedYear;
  return (
    <HomeSection
      id="presentation"
      title={'Qui sommes-nous\u00a0?'}
      intro={`Fondée en ${site.foundedYear} à ${site.address.city}, l'association fait vivre le sport amateur au cœur de la ville depuis ${age}\u00a0ans.`}
    >
      <Timeline aria-label="Notre histoire">
        <li>
          <When>{site.foundedYear}</When>
          <Text>Malgré les difficultés de l'époque, une poignée d'habitants fonde l'association autour d'une équipe de football et d'un cours de gymnastique.</Text>
        </li>
        {MILESTONES.map(({ when, text }) => (
          <li key={when}>
            <When>{when}</When>
            <Text>{text}</Text>
          </li>
        ))}
      </Timeline>
      <Heading level={3}>Nos valeurs</Heading>
      <CardGrid>
        {VALUES.map(({ title, text }) => (
          <Card as="li" key={title}>
            <Heading level={4} size="lg">
              {title}
            </Heading>
            <Text muted>{text}</Text>
          </Card>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
