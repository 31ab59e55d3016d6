import { DateOfBirthSchema, DisplayNameSchema, FirstNameSchema, LastNameSchema, PhoneSchema, ProfileImageSchema, type ApiErrorIssue } from '@club/contracts';
import type { z } from 'zod';
import { validationError } from '../../shared/app-error';

interface FieldCheck {
  path: string;
  value: unknown;
  schema: z.ZodType;
}

/** A JSON object (better-auth's `body` is typed `any`). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field the request may leave out: checked only when it is sent. */
const ifSent = (body: Record<string, unknown>, key: string, schema: z.ZodType, prefix = ''): FieldCheck[] =>
  Object.hasOwn(body, key) ? [{ path: `${prefix}${key}`, value: body[key], schema }] : [];

/** better-auth's `name` and `image`, where each endpoint that writes them carries them. */
function profileFieldsOf(endpoint: string, body: Record<string, unknown>): FieldCheck[] {
  const data = isRecord(body.data) ? body.data : {};
  switch (endpoint) {
    case '/sign-up/email':
      return [{ path: 'name', value: body.name, schema: DisplayNameSchema }, ...ifSent(body, 'image', ProfileImageSchema)];
    case '/update-user':
      // The member's profile page (issue 14) writes the person's fields here too, with the same rules as onboarding.
      return [
        ...ifSent(body, 'name', DisplayNameSchema),
        ...ifSent(body, 'image', ProfileImageSchema),
        ...ifSent(body, 'firstName', FirstNameSchema),
        ...ifSent(body, 'lastName', LastNameSchema),
        ...ifSent(body, 'phone', PhoneSchema),
        ...ifSent(body, 'dateOfBirth', DateOfBirthSchema),
      ];
    case '/admin/create-user':
      return [{ path: 'name', value: body.name, schema: DisplayNameSchema }, ...ifSent(data, 'image', ProfileImageSchema, 'data.')];
    case '/admin/update-user':
      return [...ifSent(data, 'name', DisplayNameSchema, 'data.'), ...ifSent(data, 'image', ProfileImageSchema, 'data.')];
    default:
      return [];
  }
}

/** Deleting one's own account asks for the password again (issue 14), whatever the session's age. */
export const DELETE_ACCOUNT_PASSWORD_MESSAGE = 'Saisissez votre mot de passe pour supprimer votre compte';

export function assertAccountDeletionConfirmed(endpoint: string, body: Record<string, unknown>): void {
  if (endpoint !== '/delete-user') return;
  if (typeof body.password === 'string' && body.password.length > 0) return;
  throw validationError([{ path: 'password', message: DELETE_ACCOUNT_PASSWORD_MESSAGE }], DELETE_ACCOUNT_PASSWORD_MESSAGE);
}

/**
 * Refuses a too long or empty name and an image that is not an https address before better-auth
 * writes them (a 5,000-character name was stored; `javascript:` images too). French issues, app shape.
 */
export function assertProfileFields(endpoint: string, body: Record<string, unknown>): void {
  const issues: ApiErrorIssue[] = profileFieldsOf(endpoint, body).flatMap(({ path, value, schema }) => {
    const result = schema.safeParse(value);
    return result.success ? [] : [{ path, message: result.error.issues[0]?.message ?? '' }];
  });
  if (issues.length > 0) throw validationError(issues, issues.length === 1 ? issues[0]?.message : undefined);
}
