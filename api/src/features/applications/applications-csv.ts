import { APPLICATION_STATUS_LABELS, responsibleAdultContact, toParis, type Application, type ResponsibleAdult } from '@club/contracts';

/** Byte order mark: spreadsheet software then reads the file as UTF-8 (accents intact). */
const BOM = '\uFEFF';
/** French spreadsheet software splits on ';' by default (',' is the decimal separator there). */
const SEPARATOR = ';';
/**
 * A cell spreadsheets may run as a formula (CSV injection, OWASP): starting with = + - @ tab or CR, also
 * behind leading spaces, which some importers trim.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
/**
 * Quoted whenever it holds a quote, a line break or any usual separator, not only ours: a spreadsheet set
 * to split on ',' or tabs must still read one cell, not a second one that starts with '='.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

const pad = (value: number) => String(value).padStart(2, '0');

/** '25/11/2026 14:03', on the association's Paris clock. */
export function parisDateTime(iso: string | null): string {
  if (!iso) return '';
  const { year, month, day, hour, minute } = toParis(new Date(iso));
  return `${pad(day)}/${pad(month)}/${year} ${pad(hour)}:${pad(minute)}`;
}

/** One cell: formulas neutralised with a leading apostrophe, quoted (RFC 4180) when it holds a separator, quote or line break. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An application with its applicant's responsible adults, if a minor (ADR 210). */
type ExportedApplication = Application & { responsibleAdults: readonly ResponsibleAdult[] };

const COLUMNS: [header: string, value: (application: ExportedApplication) => string | null][] = [
  ['Statut', (a) => APPLICATION_STATUS_LABELS[a.status]],
  ['Nom', (a) => a.user.lastName],
  ['Prénom', (a) => a.user.firstName],
  ['Adresse e-mail', (a) => a.user.email],
  ['Téléphone', (a) => a.user.phone],
  ['Date de naissance', (a) => a.user.dateOfBirth],
  ['Responsable légal', (a) => a.responsibleAdults.map(responsibleAdultContact).join(' ; ')],
  ['Section', (a) => a.sectionName],
  ['Catégorie', (a) => a.categoryName],
  ['Motivation', (a) => a.motivation],
  ["Contact d'urgence", (a) => a.emergencyContactName],
  ["Téléphone du contact d'urgence", (a) => a.emergencyContactPhone],
  ['Certificat médical', (a) => a.medicalCertificateUrl],
  ['Déposée le', (a) => parisDateTime(a.createdAt)],
  ['Examinée le', (a) => parisDateTime(a.reviewedAt)],
  ['Examinée par', (a) => a.reviewerName],
  ['Commentaire', (a) => a.reviewComments],
];

/** The applications as a CSV file: BOM, French headers, ';'-separated, CRLF line ends (RFC 4180 quoting). */
export function applicationsCsv(applications: ExportedApplication[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)), ...applications.map((application) => COLUMNS.map(([, value]) => csvCell(value(application))))];
  return `${BOM}${lines.map((cells) => cells.join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** 'candidatures-2026-11-25.csv': the Paris day of the export. */
export function exportFileName(now: Date): string {
  const { year, month, day } = toParis(now);
  return `candidatures-${year}-${pad(month)}-${pad(day)}.csv`;
}
