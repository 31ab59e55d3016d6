import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ClubForm } from '../components/club-form';

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouveau club" crumbs={[{ label: 'Clubs', to: paths.clubs.href() }, { label: 'Nouveau club' }]} />
      <ClubForm />
    </PageBody>
  );
}
