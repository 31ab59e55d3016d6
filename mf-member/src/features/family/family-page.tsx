import { familyQueryOptions } from '@club/api-client';
import { styled, useSuspenseQuery } from '@club/stack';
import { isSubjectToOnboarding, useSession } from '@club/auth';
import { Text, usePageTitle } from '@club/ui';
import { CalendarFeedSection } from '../activities/components/calendar-feed-section';
import { MemberPage, PageSection } from '../../shared/page';
import { FamilyAttendance } from './components/family-attendance';
import { FamilyCalendar } from './components/family-calendar';
import { FamilyMemberCard } from './components/family-member-card';
import { AddFamilyMemberForm } from './components/family-member-form';
import { hasFamilyFeed } from './family-calendar-people';
import { useCalendarPeople } from './use-calendar-people';

const FEED_DESCRIPTION =
  "Abonnez votre application d'agenda (Google Agenda, Calendrier d'Apple, Outlook…) aux séances de votre famille : celles de chaque enfant inscrit dans une section, et les vôtres si vous êtes membre, chacune précédée du prénom. Elles s'y ajoutent et s'y mettent à jour toutes seules, annulations comprises.";

const TITLE = 'Ma famille';

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * /dashboard/family (ADR 208, 209): the minors the signed-in adult is responsible for, what the adult does for each
 * (application, certificate, export, own login from 15) and the family's calendar. Open to every signed-in adult,
 * a member or not (ADR 177's account screens).
 */
export function FamilyPage() {
  usePageTitle(TITLE);
  const { data: family } = useSuspenseQuery(familyQueryOptions());
  const people = useCalendarPeople(family);
  const { session } = useSession();
  const withFeed = hasFamilyFeed(!isSubjectToOnboarding(session?.user.role), family);

  return (
    <MemberPage
      title={TITLE}
      intro="Ajoutez les enfants et les jeunes de moins de 18 ans dont vous êtes responsable : vous envoyez leurs candidatures, les inscrivez aux séances et suivez leur calendrier."
    >
      <PageSection id="membres-de-ma-famille" title="Membres de ma famille">
        {family.length === 0 ? (
          <Text muted>Vous n'avez encore ajouté personne : ajoutez un enfant avec le formulaire ci-dessous.</Text>
        ) : (
          <People>
            {family.map((person) => (
              <li key={person.id}>
                <FamilyMemberCard person={person} />
              </li>
            ))}
          </People>
        )}
      </PageSection>
      <PageSection
        id="ajouter-un-membre"
        title="Ajouter un membre de la famille"
        description="Une personne de moins de 18 ans, sans compte : c'est vous qui agissez pour elle. À partir de 15 ans, vous pourrez lui créer son propre compte."
      >
        <AddFamilyMemberForm />
      </PageSection>
      <PageSection
        id="calendrier-de-la-famille"
        title="Calendrier de la famille"
        description="Les séances des quatre prochaines semaines de chaque personne de la famille inscrite dans une section, heures de Paris."
      >
        {people.length === 0 ? (
          <Text muted>Aucune séance à afficher : les séances apparaissent ici dès qu'une candidature est acceptée.</Text>
        ) : (
          <FamilyCalendar people={people} />
        )}
      </PageSection>
      {people.length > 0 ? (
        <PageSection id="presences-de-la-famille" title="Présences de la famille">
          <FamilyAttendance people={people} />
        </PageSection>
      ) : null}
      {withFeed ? (
        <PageSection id="agenda-de-la-famille" title="Agenda de la famille (iCal)">
          <CalendarFeedSection description={FEED_DESCRIPTION} />
        </PageSection>
      ) : null}
    </MemberPage>
  );
}
