/** A better-auth `get-session` answer for a signed-in person of the given role. */
export const sessionOf = (role: string, id = `u-${role}`) => ({
  session: { id: `s-${id}`, userId: id, expiresAt: '2099-01-01T00:00:00.000Z', token: 't' },
  user: { id, email: `${role}@demo.asso.fr`, name: 'Léa Martin', firstName: 'Léa', lastName: 'Martin', emailVerified: true, role },
});
