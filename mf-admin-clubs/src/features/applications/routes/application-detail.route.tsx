import { withDe } from '@club/contracts';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { applicationQueryOptions } from '../api/get-application';
import { ApplicationDetails, ApplicationHistory } from '../components/application-details';
import { applicantName } from '../components/applications-table';
import { ReviewActions } from '../components/review-actions';

export async function loader({ params }: LoaderFunctionArgs) {
  const applicationId = requiredParam(params, 'applicationId');
  await loaderQueryClient().ensureQueryData(routeQuery(applicationQueryOptions(applicationId)));
  return { applicationId };
}

export function Component() {
  const { applicationId } = useLoaderData<typeof loader>();
  const { data: application } = useSuspenseQuery(routeQuery(applicationQueryOptions(applicationId)));
  const title = `Candidature ${withDe(applicantName(application))}`;
  return (
    <PageBody>
      <PageHeader title={title} crumbs={[{ label: 'Candidatures', to: paths.applications.href() }, { label: applicantName(application) }]} />
      <ApplicationDetails application={application} />
      {application.status === 'pending' ? <ReviewActions application={application} /> : null}
      <ApplicationHistory application={application} />
    </PageBody>
  );
}
