import { Link, styled, useLocation } from '@club/stack';
import { Cluster, Heading } from '@club/ui';
import { withSearch } from '@club/ui-admin';
import { capitaliseFirst, formatPeriod } from '@club/ui/dates';
import { currentWeekSearch, shiftPeriod, type Period } from '../../../../shared/time/period';

const Bar = styled(Cluster).attrs({ justify: 'space-between' })`
  a { font-weight: 600; }
`;

/** 'Du lundi 23 au dimanche 29 novembre 2026', and previous / current / next week links. */
export function WeekNavigation({ period, headingId, title }: { period: Period; headingId: string; title: string }) {
  const { pathname } = useLocation();
  return (
    <Bar>
      <div>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <p aria-live="polite">{capitaliseFirst(formatPeriod(period.startDay, period.endDay))}</p>
      </div>
      <nav aria-label="Changer de semaine">
        <Cluster>
          <Link to={withSearch(pathname, shiftPeriod(period, -1))}>Semaine précédente</Link>
          <Link to={withSearch(pathname, currentWeekSearch())}>Aujourd'hui</Link>
          <Link to={withSearch(pathname, shiftPeriod(period, 1))}>Semaine suivante</Link>
        </Cluster>
      </nav>
    </Bar>
  );
}
