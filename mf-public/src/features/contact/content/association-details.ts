/**
 * Details of the association that the runtime site config does not carry (yet). Demo data: replace
 * with the real ones before going live — they appear in the legal notices and the contact page.
 */
export const PUBLICATION_DIRECTOR = "Mme Claire Dumont, présidente de l'association";

/** Where the site is hosted (LCEN art. 6: name, address and phone of the host). */
export const HOSTING_NOTICE =
  "Le site et ses données sont hébergés par l'association elle-même, sur ses propres serveurs, à l'adresse de son siège social (coordonnées ci-dessus).";

export const OFFICE_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Mardi et jeudi', hours: '17\u00a0h – 19\u00a0h\u00a030' },
  { days: 'Mercredi', hours: '14\u00a0h – 18\u00a0h' },
  { days: 'Samedi', hours: '9\u00a0h\u00a030 – 12\u00a0h' },
];

export const OFFICE_HOURS_NOTE = "Le secrétariat est fermé pendant les vacances scolaires d'été et les jours fériés.";
