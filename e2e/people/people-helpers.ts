import { expect, type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { apiPost, apiSignIn, createVerifiedUser } from '../identity/identity-helpers';
import { BASE_URL } from '../support/env';

interface MembershipOptions {
  data: { sections: { id: string; name: string; categories: { id: string; name: string }[] }[] };
}

/** The ids of a section and one of its categories of the demo seed, by name. */
async function choiceOf(request: APIRequestContext, section: string, category: string) {
  const options = (await (await request.get('/api/onboarding/membership-options')).json()) as MembershipOptions;
  const found = options.data.sections.find((item) => item.name === section);
  const categoryId = found?.categories.find((item) => item.name === category)?.id;
  expect(categoryId, `${section} — ${category} dans la démo`).toBeDefined();
  return { sectionId: found!.id, categoryId: categoryId! };
}

/**
 * A new verified account that completed its profile and applied through the API (as `/first-login/setup`
 * does), signed in on its own request context: a pending application of its own, whatever other journeys do.
 */
export async function applicantWithPendingApplication(
  prefix: string,
  choice: { section: string; category: string; dateOfBirth?: string } = { section: 'Judo', category: 'Seniors' },
) {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const { email, password } = await createVerifiedUser(request, prefix);
  await apiSignIn(request, email, password);
  // The server refuses a category outside the person's age (ADR 179): a youth category needs a young applicant.
  const profile = { firstName: 'Inès', lastName: 'Garnier', phone: '06 12 34 56 78', dateOfBirth: choice.dateOfBirth ?? '1995-04-17' };
  const put = await request.put('/api/first-login/profile', { data: profile, headers: { Origin: BASE_URL } });
  expect(put.ok(), `profil : ${put.status()}`).toBe(true);
  await apiPost(request, '/api/first-login/applications', {
    ...(await choiceOf(request, choice.section, choice.category)),
    motivation: 'Je veux reprendre le judo en compétition cette saison.',
    emergencyContactName: 'Marc Garnier',
    emergencyContactPhone: '06 98 76 54 32',
  });
  return { email, password, request };
}
