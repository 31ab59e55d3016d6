/**
 * The export of my data, behind a dynamic import: its client comes with the API clients' kit and zod classic, which
 * the settings page downloads only when the member asks for the file (docs/decisions/203-member-settings-on-zod-mini.md).
 */
export { getMyData } from '@club/api-client';
