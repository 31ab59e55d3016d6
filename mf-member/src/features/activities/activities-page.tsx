import { useLocation } from '@club/stack';
import { useMemo } from 'react';
import { usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { readCalendarSearch } from './calendar-period';
import { AttendanceHistory } from './components/attendance-history';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { SessionCalendar } from './components/session-calendar';

/** /dashboard/activities: my sessions (week or month), sign-ups, attendance history and personal iCal feed. */
export function ActivitiesPage() {
  usePageTitle('Mes activités');
  const { search } = useLocation();
  const period = useMemo(() => readCalendarSearch(new URLSearchParams(search), new Date()), [search]);
  return (
    <MemberPage title="Mes activités" intro="Les séances de vos catégories, vos inscriptions, vos présences et votre agenda personnel.">
      <PageSection id="calendrier" title="Calendrier des séances" description="Heures de Paris. Inscrivez-vous aux séances qui ont des places limitées.">
        <SessionCalendar period={period} />
      </PageSection>
      <PageSection id="presences" title="Mes présences">
        <AttendanceHistory />
      </PageSection>
      <PageSection id="agenda" title="Mon agenda (iCal)">
        <CalendarFeedSection />
      </PageSection>
    </MemberPage>
  );
}
