/** How the site greets a person: their first name when known, else the better-auth name or e-mail. */
export function displayFirstName(user: { firstName?: string | null; name: string; email: string }): string {
  const first = user.firstName?.trim() || user.name.trim().split(/\s+/)[0];
  return first || user.email;
}
