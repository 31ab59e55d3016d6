import { FAMILY_OWN_LOGIN_AGE, FAMILY_RELATIONSHIP_LABELS, withDe, yearsOld, type FamilyMember } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, Button, ButtonLink, Card, Cluster, Heading, LoadingView, Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { Suspense, useId, useState } from 'react';
import { paths } from '../../../paths';
import { EditFamilyMemberForm } from './family-member-form';
import { FamilyDataButton } from './family-data-button';
import { FamilyMemberCertificate } from './family-member-certificate';
import { OwnLoginForm } from './own-login-form';
import { RemoveFamilyMember } from './remove-family-member';

type Panel = 'edit' | 'certificate' | 'login' | 'remove' | null;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** `/dashboard/applications/new?personId=…`: the application form, sent for the child. */
const applicationHref = (personId: string) => `${paths.anotherSection.href()}?${new URLSearchParams({ personId }).toString()}`;

/** « 8 ans », « 1 an », « moins d'un an ». */
const ageLabel = (age: number) => (age < 1 ? "moins d'un an" : age === 1 ? '1\u00a0an' : yearsOld(age));

function MemberFacts({ person }: { person: FamilyMember }) {
  return (
    <Facts>
      <dt>Lien</dt>
      <dd>{FAMILY_RELATIONSHIP_LABELS[person.relationship]}</dd>
      <dt>Âge</dt>
      <dd>
        {ageLabel(person.age)} (naissance le {formatShortDate(person.dateOfBirth)})
      </dd>
      <dt>Adhésions</dt>
      <dd>{person.memberships.length ? person.memberships.map((m) => `${m.sectionName} — ${m.categoryName}`).join(', ') : 'Aucune pour le moment'}</dd>
      <dt>Candidatures</dt>
      <dd>
        {person.pendingApplications === 0
          ? 'Aucune en attente'
          : person.pendingApplications === 1
            ? '1 candidature en attente de réponse'
            : `${person.pendingApplications} candidatures en attente de réponse`}
      </dd>
      <dt>Compte</dt>
      <dd>{person.loginEmail ? `Son propre compte : ${person.loginEmail}` : 'Pas de compte personnel : vous agissez pour cette personne'}</dd>
    </Facts>
  );
}

/** One person of the family: who they are, where they are, and what the adult can do for them while under 18. */
export function FamilyMemberCard({ person }: { person: FamilyMember }) {
  const [panel, setPanel] = useState<Panel>(null);
  const headingId = useId();
  const name = `${person.firstName} ${person.lastName}`;
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));
  // From 15, and still at 18 or more for someone who never had one: the one thing the adult then does for them (ADR 208).
  const mayHaveOwnLogin = !person.loginEmail && person.age >= FAMILY_OWN_LOGIN_AGE;
  const ownLoginButton = mayHaveOwnLogin ? (
    <Button size="sm" variant="secondary" aria-expanded={panel === 'login'} onClick={() => toggle('login')}>
      Lui créer son propre compte
    </Button>
  ) : null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Cluster gap="sm" align="center">
          <Heading level={3} size="md" id={headingId}>
            {name}
          </Heading>
          {person.managed ? null : <Badge tone="neutral">18 ans ou plus : compte autonome</Badge>}
        </Cluster>
        <MemberFacts person={person} />
        {person.managed ? (
          <Cluster gap="sm">
            <ButtonLink size="sm" to={applicationHref(person.id)}>
              Envoyer une candidature pour {person.firstName}
            </ButtonLink>
            <Button size="sm" variant="secondary" aria-expanded={panel === 'certificate'} onClick={() => toggle('certificate')}>
              Certificat médical
            </Button>
            <FamilyDataButton person={person} />
            {ownLoginButton}
            <Button size="sm" variant="ghost" aria-expanded={panel === 'edit'} onClick={() => toggle('edit')}>
              Modifier
            </Button>
            {person.loginEmail ? null : (
              <Button size="sm" variant="ghost" aria-expanded={panel === 'remove'} onClick={() => toggle('remove')}>
                Supprimer
              </Button>
            )}
          </Cluster>
        ) : (
          <Stack gap="sm">
            <Text muted>
              {person.loginEmail
                ? `${person.firstName} a 18 ans : cette personne gère désormais elle-même son compte.`
                : `${person.firstName} a 18 ans : vous ne pouvez plus agir pour cette personne, mais vous pouvez lui créer son propre compte.`}
            </Text>
            {ownLoginButton ? <div>{ownLoginButton}</div> : null}
          </Stack>
        )}
        {panel === 'certificate' ? (
          <Suspense fallback={<LoadingView message={`Chargement du certificat médical ${withDe(person.firstName)}…`} />}>
            <FamilyMemberCertificate person={person} />
          </Suspense>
        ) : null}
        {panel === 'login' ? <OwnLoginForm person={person} onDone={() => setPanel(null)} /> : null}
        {panel === 'edit' ? <EditFamilyMemberForm person={person} onDone={() => setPanel(null)} /> : null}
        {panel === 'remove' ? <RemoveFamilyMember person={person} onCancel={() => setPanel(null)} /> : null}
      </Stack>
    </Card>
  );
}
