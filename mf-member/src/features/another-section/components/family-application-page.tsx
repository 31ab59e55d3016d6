import { familyQueryOptions, membershipOptionsQueryOptions, myApplicationsQueryOptions, myMemberProfileQueryOptions } from '@club/api-client';
import { FAMILY_MESSAGES, withDe, yearsOld, type FamilyMember } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { Text, usePageTitle } from '@club/ui';
import { paths } from '../../../paths';
import { MemberPage, PageSection } from '../../../shared/page';
import { ChildApplicationForm } from './child-application-form';

/** The sections a child already has or waits for: their approved and pending applications (the server refuses the rest). */
function takenSectionIds(applications: readonly { status: string; sectionId: string | null }[]) {
  return applications.filter((application) => application.status !== 'rejected' && application.sectionId).map((application) => application.sectionId!);
}

/** The form for one child, once the adult's family says who they are. */
function ChildApplication({ person }: { person: FamilyMember }) {
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions(person.id));
  const { data: profile } = useSuspenseQuery(myMemberProfileQueryOptions());
  const { sections } = useSuspenseQuery(membershipOptionsQueryOptions()).data;
  const pending = applications.find((application) => application.status === 'pending');
  if (pending) {
    return (
      <Text>
        La candidature {withDe(person.firstName)} à la section {pending.sectionName ?? ''} est en attente : vous pourrez en envoyer une autre après la réponse de la
        section. <Link to={paths.family.href()}>Retour à ma famille</Link>
      </Text>
    );
  }
  const adultName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <ChildApplicationForm
      person={person}
      sections={sections}
      excludedSectionIds={takenSectionIds(applications)}
      emergencyContact={{ name: adultName, phone: profile.phone ?? '' }}
    />
  );
}

/** `/dashboard/applications/new?personId=…`: an adult applies for a family member (ADR 208); the page says for whom. */
export function FamilyApplicationPage({ personId }: { personId: string }) {
  const { data: family } = useSuspenseQuery(familyQueryOptions());
  const person = family.find((member) => member.id === personId && member.managed);
  const title = person ? `Candidature pour ${person.firstName} ${person.lastName}` : 'Candidature pour un membre de la famille';
  usePageTitle(title);
  return (
    <MemberPage
      title={title}
      intro={
        person
          ? `Vous envoyez cette candidature pour ${person.firstName}, qui a ${yearsOld(person.age)} : elle est examinée par la section, et la réponse vous arrive par e-mail.`
          : 'Choisissez le membre de votre famille depuis la page «\u00a0Ma famille\u00a0».'
      }
    >
      <PageSection id="nouvelle-candidature" title={person ? `La candidature ${withDe(person.firstName)}` : 'Votre candidature'}>
        {person ? (
          <ChildApplication person={person} />
        ) : (
          <Text>
            {FAMILY_MESSAGES.notFound} <Link to={paths.family.href()}>Retour à ma famille</Link>
          </Text>
        )}
      </PageSection>
    </MemberPage>
  );
}
