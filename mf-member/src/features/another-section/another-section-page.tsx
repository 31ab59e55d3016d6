import { membershipOptionsQueryOptions, myApplicationsQueryOptions, myMemberProfileQueryOptions, myMembershipsQueryOptions } from '@club/api-client';
import { AUTH_PATHS } from '@club/auth';
import { Link, useLocation, useSuspenseQuery } from '@club/stack';
import { Text, usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { useIsMember } from '../../shared/use-is-member';
import { paths } from '../../paths';
import { AnotherSectionForm } from './components/another-section-form';
import { FamilyApplicationPage } from './components/family-application-page';

const TITLE = 'Rejoindre une autre section';

/**
 * /dashboard/applications/new: a member applies to a section they are not in yet (ADR 206); with `?personId=`, an
 * adult applies for a family member (ADR 208).
 */
export function AnotherSectionPage() {
  const personId = new URLSearchParams(useLocation().search).get('personId');
  return personId ? <FamilyApplicationPage personId={personId} /> : <OwnApplicationPage />;
}

/**
 * The member's own application, reviewed like the first application (ADR 206). The sections they belong to or wait
 * an answer from are not offered; while one application waits, the page says so instead of the form (one at a
 * time, as on the server).
 */
function OwnApplicationPage() {
  usePageTitle(TITLE);
  const isMember = useIsMember();
  const { data: memberships } = useSuspenseQuery(myMembershipsQueryOptions());
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions());
  const { data: profile } = useSuspenseQuery(myMemberProfileQueryOptions());
  const { sections } = useSuspenseQuery(membershipOptionsQueryOptions()).data;
  const pending = applications.find((application) => application.status === 'pending');

  return (
    <MemberPage
      title={TITLE}
      intro="Envoyez une candidature à une section ou une catégorie que vous n'avez pas encore rejointe : elle est examinée par la section, comme votre première candidature, et vos adhésions actuelles ne changent pas."
    >
      <PageSection id="nouvelle-candidature" title="Votre candidature">
        {!isMember || memberships.length === 0 ? (
          <Text>
            Vous n'êtes encore membre d'aucune section : envoyez d'abord votre première candidature depuis la <Link to={AUTH_PATHS.onboarding}>page d'adhésion</Link>
            .
          </Text>
        ) : pending ? (
          <Text>
            Votre candidature à la section {pending.sectionName ?? ''} est en attente : vous pourrez en envoyer une autre après la réponse de la section.{' '}
            <Link to={paths.dashboard.href()}>Suivre mes candidatures</Link>
          </Text>
        ) : (
          <AnotherSectionForm
            sections={sections}
            excludedSectionIds={memberships.map((membership) => membership.sectionId)}
            dateOfBirth={profile.dateOfBirth}
            emergencyContact={{ name: profile.emergencyContactName ?? '', phone: profile.emergencyContactPhone ?? '' }}
          />
        )}
      </PageSection>
    </MemberPage>
  );
}
