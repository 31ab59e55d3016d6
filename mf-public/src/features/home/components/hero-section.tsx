import type { SiteConfig } from '@club/contracts';
import { ButtonLink, buttonCss, type ButtonStyleProps } from '@club/ui';
import { styled } from '@club/stack';

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

// The LCP element of `/`: plain text in the system font, so it paints with the first frame.
const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: 800;
  line-height: 1.1;
  max-width: 20ch;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 60ch;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

// An in-page anchor: the browser scrolls to the section and moves focus there, which a router link would not.
const AnchorButton = styled.a<ButtonStyleProps>`
  ${buttonCss}
`;

export function HeroSection({ site }: { site: SiteConfig }) {
  return (
    <Hero>
      <Eyebrow>Association loi 1901 · {site.address.city}</Eyebrow>
      <Title>Le sport pour tous, depuis {site.foundedYear}</Title>
      <Lead>
        L'association {site.name} accueille enfants, adultes et seniors dans ses sections sportives, de l'initiation à la compétition, avec des éducateurs diplômés
        et des bénévoles passionnés.
      </Lead>
      <Actions>
        <ButtonLink to="/auth/register" size="lg">
          Devenir adhérent
        </ButtonLink>
        <AnchorButton href="#sections" variant="secondary" size="lg">
          Découvrir nos sections
        </AnchorButton>
      </Actions>
    </Hero>
  );
}
