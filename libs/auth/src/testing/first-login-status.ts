/** A `GET /api/first-login/status` body for a user at `step`. */
export const firstLoginStatus = (step: string) => ({
  success: true,
  data: {
    step,
    profile: { id: 'u-user', email: 'user@demo.asso.fr', name: 'Léa Martin', role: 'user', firstName: 'Léa', lastName: 'Martin', phone: null, dateOfBirth: null },
    latestApplication: null,
  },
});
