import { ApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { lastMailTo } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('POST/GET /api/first-login/applications on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let football: TestSection;
  let natation: TestSection;
  const applicant = async () => {
    const signedIn = await signedInAs(app, database, 'user', { firstName: 'Théo', lastName: 'Moreau' });
    await completeProfileOf(database, signedIn.user.id);
    return signedIn;
  };
  const submit = (body: unknown, headers: Record<string, string>) => app.request('/api/first-login/applications', jsonRequest(body, headers));
  const count = async () => (await database.db.selectFrom('applications').select('id').execute()).length;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, { now: () => new Date('2026-03-02T09:30:00.000Z') });
    football = await createSection(database, 'Football', ['U11', 'Seniors']);
    natation = await createSection(database, 'Natation', ['Loisirs']);
  });
  afterAll(() => database.dispose());

  it('stores a pending application, answers 201 with the spec §3 shape and mails a French receipt', async () => {
    const { user, headers } = await applicant();
    const res = await submit(applicationBody(football, { medicalCertificateUrl: 'https://docs.example.fr/certificat.pdf' }), headers);
    expect(res.status).toBe(201);
    const { data } = successResponseSchema(ApplicationSchema.strict()).parse(await res.json());
    expect(data).toMatchObject({
      status: 'pending',
      reviewComments: null,
      reviewedAt: null,
      reviewerName: null,
      createdAt: '2026-03-02T09:30:00.000Z',
      sectionId: football.id,
      sectionName: 'Football',
      categoryName: 'U11',
      section: { id: football.id, name: 'Football' },
      medicalCertificateUrl: 'https://docs.example.fr/certificat.pdf',
      user: { id: user.id, firstName: 'Théo', lastName: 'Moreau', email: user.email, phone: '06 12 34 56 78', dateOfBirth: '2001-04-17' },
    });
    const mail = await lastMailTo(app, user.email, 'Candidature reçue');
    expect(mail.text).toContain('Bonjour Théo,');
    expect(mail.text).toContain('Football – U11');
  });

  it('refuses a second open application with 409 in French, then lists the history', async () => {
    const { headers } = await applicant();
    expect((await submit(applicationBody(football), headers)).status).toBe(201);
    const before = await count();
    const res = await submit(applicationBody(natation), headers);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'APPLICATION_ALREADY_PENDING',
      message: "Vous avez déjà une candidature en attente. Attendez la réponse de l'association avant d'en déposer une nouvelle.",
    });
    expect(await count()).toBe(before);
    const own = successResponseSchema(ApplicationSchema.array()).parse(await (await app.request('/api/first-login/applications', { headers })).json());
    expect(own.data.map((application) => application.sectionName)).toEqual(['Football']);
  });

  it('keeps one pending application even when two submissions race', async () => {
    const { user, headers } = await applicant();
    const statuses = await Promise.all([submit(applicationBody(football), headers), submit(applicationBody(natation), headers)]).then((all) =>
      all.map((res) => res.status).sort(),
    );
    expect(statuses).toEqual([201, 409]);
    expect(await database.db.selectFrom('applications').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it.each([
    [{ sectionId: 'football' }, 'sectionId', 'Veuillez choisir une section'],
    [{ categoryId: undefined }, 'categoryId', 'Veuillez choisir une catégorie'],
    [{ motivation: 'Oui' }, 'motivation', 'La motivation doit contenir au moins 10 caractères'],
    [{ motivation: 'a'.repeat(2001) }, 'motivation', 'La motivation ne peut pas dépasser 2000 caractères'],
    [{ emergencyContactName: ' ' }, 'emergencyContactName', "Le nom du contact d'urgence est requis"],
    [{ emergencyContactPhone: '12' }, 'emergencyContactPhone', "Le téléphone du contact d'urgence est invalide"],
    [{ emergencyContactPhone: '' }, 'emergencyContactPhone', "Le téléphone du contact d'urgence est requis"],
    [{ medicalCertificateUrl: 'javascript:alert(1)' }, 'medicalCertificateUrl', 'Le lien du certificat médical doit être une adresse web valide (https://…)'],
  ])('refuses %j with a French message and stores nothing', async (patch, path, message) => {
    const { headers } = await applicant();
    const before = await count();
    const res = await submit(applicationBody(football, patch), headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toContainEqual({ path, message });
    expect(await count()).toBe(before);
  });

  it('refuses a category of another section, an unknown section and an incomplete profile', async () => {
    const { headers } = await applicant();
    const mixed = await submit(applicationBody(football, { categoryId: natation.categories[0]?.id }), headers);
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'categoryId', message: "Cette catégorie n'existe pas dans la section choisie" },
    ]);
    const unknown = await submit(applicationBody(football, { sectionId: crypto.randomUUID() }), headers);
    expect(((await unknown.json()) as { issues: unknown[] }).issues).toEqual([{ path: 'sectionId', message: "Cette section n'existe pas" }]);

    const newcomer = await signedInAs(app, database, 'user');
    const incomplete = await submit(applicationBody(football), newcomer.headers);
    expect(incomplete.status).toBe(409);
    expect(await incomplete.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
  });

  it('answers 401 to a visitor before reading the body', async () => {
    const res = await app.request('/api/first-login/applications', jsonRequest({}));
    expect(res.status).toBe(401);
    expect((await app.request('/api/first-login/applications')).status).toBe(401);
  });
  it("refuses a category whose ages do not include the applicant's on 31 December of the season, in French, and accepts those without ages", async () => {
    const judo = await createSection(database, 'Judo', ['Poussins', 'Seniors', 'Loisirs']);
    const [poussins, seniors, loisirs] = judo.categories as [
      TestSection['categories'][number],
      TestSection['categories'][number],
      TestSection['categories'][number],
    ];
    await database.db.updateTable('categories').set({ min_age: 8, max_age: 9 }).where('id', '=', poussins.id).execute();
    await database.db.updateTable('categories').set({ min_age: 18, max_age: null }).where('id', '=', seniors.id).execute();
    const options = (await (await app.request('/api/onboarding/membership-options')).json()) as {
      data: { sections: { id: string; categories: { name: string; minAge: number | null; maxAge: number | null }[] }[] };
    };
    expect(options.data.sections.find((section) => section.id === judo.id)?.categories).toEqual([
      expect.objectContaining({ name: 'Poussins', minAge: 8, maxAge: 9 }),
      expect.objectContaining({ name: 'Seniors', minAge: 18, maxAge: null }),
      expect.objectContaining({ name: 'Loisirs', minAge: null, maxAge: null }),
    ]);

    // 2 March 2026 is in the 2025–2026 season: born in 1989, 36 on 31 December 2025.
    const adult = async () => {
      const signedIn = await applicant();
      await database.db.updateTable('users').set({ date_of_birth: '1989-05-12' }).where('id', '=', signedIn.user.id).execute();
      return signedIn;
    };
    const before = await count();
    const refused = await submit(applicationBody(judo, { categoryId: poussins.id }), (await adult()).headers);
    expect(refused.status).toBe(400);
    const poussinsRefusal =
      'La catégorie «\u00a0Poussins\u00a0» est réservée aux personnes de 8 à 9\u00a0ans au 31 décembre 2025 : choisissez une catégorie qui correspond à votre âge.';
    expect(await refused.json()).toEqual({
      code: 'CATEGORY_AGE_MISMATCH',
      message: poussinsRefusal,
      requestId: expect.any(String),
      issues: [{ path: 'categoryId', message: poussinsRefusal }],
    });
    expect(await count()).toBe(before);
    expect((await submit(applicationBody(judo, { categoryId: seniors.id }), (await adult()).headers)).status).toBe(201);
    expect((await submit(applicationBody(judo, { categoryId: loisirs.id }), (await adult()).headers)).status).toBe(201);

    // Born in 2017: 8 on 31 December 2025, a Poussin; too young for the Seniors.
    const child = await applicant();
    await database.db.updateTable('users').set({ date_of_birth: '2017-11-30' }).where('id', '=', child.user.id).execute();
    const tooYoung = await submit(applicationBody(judo, { categoryId: seniors.id }), child.headers);
    expect(tooYoung.status).toBe(400);
    expect(((await tooYoung.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe(
      'La catégorie «\u00a0Seniors\u00a0» est réservée aux personnes de 18\u00a0ans et plus au 31 décembre 2025 : choisissez une catégorie qui correspond à votre âge.',
    );
    expect((await submit(applicationBody(judo, { categoryId: poussins.id }), child.headers)).status).toBe(201);
  });
});
