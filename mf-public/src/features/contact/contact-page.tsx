import { Heading, Text, usePageTitle, useSiteConfig } from '@club/ui';
import { styled } from '@club/stack';
import { PageContainer } from '../../shared/components/page-container';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';
import { LegalNotices } from './components/legal-notices';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 65ch;
`;

export function ContactPage() {
  const site = useSiteConfig();
  usePageTitle('Contact & Mentions légales');
  return (
    <PageContainer>
      <Intro>
        <Heading level={1}>Contact & mentions légales</Heading>
        <Text muted>
          Une question sur une section, une inscription ou un créneau&nbsp;? Appelez le secrétariat, passez nous voir ou écrivez-nous&nbsp;: un bénévole vous répond
          en général sous trois jours ouvrés.
        </Text>
      </Intro>
      <Columns>
        <Block aria-labelledby="coordonnees-titre">
          <Heading level={2} id="coordonnees-titre">
            Nous joindre
          </Heading>
          <ContactDetails site={site} />
        </Block>
        <Block aria-labelledby="formulaire-contact-titre">
          <Heading level={2} id="formulaire-contact-titre">
            Écrire au club
          </Heading>
          <ContactForm />
        </Block>
      </Columns>
      <LegalNotices site={site} />
    </PageContainer>
  );
}
