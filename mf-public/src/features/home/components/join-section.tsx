import { ButtonLink, Card, Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import { JOIN_STEPS } from '../content/join-steps';
import { HomeSection } from './section';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

const Step = styled.li`
  counter-increment: step;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

const CallToAction = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export function JoinSection() {
  return (
    <HomeSection
      id="adherer"
      title={'Comment adhérer\u00a0?'}
      intro="L'adhésion se fait en ligne, à votre rythme. La saison commence en septembre, mais vous pouvez nous rejoindre toute l'année selon les places disponibles."
    >
      <Steps>
        {JOIN_STEPS.map(({ title, text }) => (
          <Step key={title}>
            <Heading level={3} size="md">
              {title}
            </Heading>
            <Text size="sm" muted>
              {text}
            </Text>
          </Step>
        ))}
      </Steps>
      <CallToAction>
        <div>
          <Heading level={3}>Envie de nous rejoindre&nbsp;?</Heading>
          <Text muted>La création de votre compte ne prend que quelques minutes.</Text>
        </div>
        <ButtonLink to="/auth/register" size="lg">
          Créer mon compte
        </ButtonLink>
      </CallToAction>
    </HomeSection>
  );
}
