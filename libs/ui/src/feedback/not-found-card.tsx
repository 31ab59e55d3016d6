import { styled } from '@club/stack';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { Heading, Text } from '../components/typography';
import { shieldExclamationIcon } from '../icons/shapes';
import { StrokeIcon } from '../icons/stroke-icon';
import { usePageTitle } from '../page-title/use-page-title';

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  width: 100%;
  text-align: center;

  > svg { color: ${({ theme }) => theme.colors.primary}; }
`;

/** The tab's title of every 404 (unknown address, missing article, section or admin item). */
const NOT_FOUND_TITLE = 'Page introuvable';

/** The unknown-route page of spec §2, word for word. */
export function NotFoundCard() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Wrapper>
      <Body>
        <StrokeIcon shapes={shieldExclamationIcon} size={56} />
        <Heading level={1} size="display">
          404
        </Heading>
        <Text muted>Oups ! La page que vous cherchez n'existe pas ou a été déplacée.</Text>
        <ButtonLink to="/" size="lg">
          Retour à l'accueil
        </ButtonLink>
      </Body>
    </Wrapper>
  );
}
