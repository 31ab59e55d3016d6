import { Link } from '@club/stack';
import { Container, mailtoHref, telHref, useSiteConfig } from '@club/ui';
import { Columns, FooterRoot, LinkList, Lines, Notes, Title } from './site-footer.styles';

/** Footer of spec §1/§2: the association's contact lines, the legal links and notes. */
export function SiteFooter() {
  const site = useSiteConfig();
  const { address } = site;
  return (
    <FooterRoot>
      <Container>
        <Columns>
          <section aria-labelledby="pied-contact">
            <Title id="pied-contact">{site.name}</Title>
            <Lines>
              <span>
                Téléphone : <a href={telHref(site.phone)}>{site.phone}</a>
              </span>
              <span>
                E-mail : <a href={mailtoHref(site.email)}>{site.email}</a>
              </span>
              <span>{address.venue}</span>
              <span>{address.street}</span>
              <span>{`${address.postalCode} ${address.city}`}</span>
            </Lines>
          </section>
          <nav aria-labelledby="pied-informations">
            <Title id="pied-informations">Informations</Title>
            <LinkList>
              <li>
                <Link to="/terms">Conditions d'utilisation</Link>
              </li>
              <li>
                <Link to="/privacy">Politique de confidentialité</Link>
              </li>
              <li>
                <Link to="/contact">Contact & Mentions légales</Link>
              </li>
            </LinkList>
          </nav>
        </Columns>
        <Notes aria-label="Engagements">
          <li>Conforme RGPD</li>
          <li>Association Loi 1901</li>
          <li>{`Fondée en ${site.foundedYear}`}</li>
        </Notes>
      </Container>
    </FooterRoot>
  );
}
