/** Who changed what the site serves, as the audit trail and the screen name them. */
export type Publisher =
  | { kind: 'admin'; id: string; name: string }
  | { kind: 'token'; id: string; name: string; remote: string }
  | { kind: 'command'; name: string }
  | { kind: 'system'; name: string };

/** `Jeton « équipe blog »`, the admin's name, or the command line on the server. */
function publisherLabel(publisher: Publisher): string {
  if (publisher.kind === 'token') return `Jeton «\u00a0${publisher.name}\u00a0»`;
  return publisher.name;
}

export const COMMAND_LINE: Publisher = { kind: 'command', name: 'Ligne de commande du serveur' };
export const CANARY_WATCH: Publisher = { kind: 'system', name: 'Surveillance des versions candidates' };

/** The audit trail's actor: an admin by their account's id, anyone else by label only. */
export const auditActor = (publisher: Publisher) => ({ id: publisher.kind === 'admin' ? publisher.id : null, name: publisherLabel(publisher) });
