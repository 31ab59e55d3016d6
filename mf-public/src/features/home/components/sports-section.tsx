import { Badge, Card, Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import { MapPin } from 'lucide-react';
import { SPORTS } from '../content/sports';
import { CardGrid, HomeSection } from './section';

const SportCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Venue = styled(Text)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
`;

export function SportsSection() {
  return (
    <HomeSection
      id="sections"
      title="Nos sections sportives"
      intro="Loisir ou compétition, chaque section propose des créneaux par âge et par niveau, encadrés par des éducateurs diplômés. Les séances d'essai sont gratuites en septembre."
    >
      <CardGrid>
        {SPORTS.map((sport) => (
          <SportCard as="li" key={sport.name}>
            <Heading level={3} size="lg">
              {sport.name}
            </Heading>
            <div>
              <Badge>{sport.audience}</Badge>
            </div>
            <Text>{sport.description}</Text>
            <Venue size="sm" muted>
              <MapPin size={16} aria-hidden="true" focusable="false" />
              {sport.venue}
            </Venue>
          </SportCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
