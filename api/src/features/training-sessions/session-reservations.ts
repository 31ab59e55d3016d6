/** What the room's planning shows for a session: its title and whose it is. */
export const reservationTitle = (title: string, category: { name: string; section_name: string }) =>
  `${title} — ${category.section_name} ${category.name}`.slice(0, 255);
