import { type CreatedPublishToken, PublishTokenInputSchema, type PublishTokenInput } from '@club/contracts';
import { HttpError, userMessage } from '@club/http';
import { FormDialog } from '@club/ui-admin';
import { useState } from 'react';
import { useCreatePublishToken } from '../api/create-publish-token';
import { DialogField } from './dialog-field';

const FIELDS = ['name', 'remote', 'expiresOn'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** An empty required field says so, never a format message (FRENCH.md §5). */
const REQUIRED: Partial<Record<Field, string>> = { name: 'Le nom du jeton est requis', remote: 'Le remote est requis' };
const FAILED = "Le jeton n'a pas pu être créé. Veuillez réessayer.";

const isField = (path: unknown): path is Field => (FIELDS as readonly unknown[]).includes(path);

/** The form's values checked as the API checks them: the input, or the message of each wrong field. */
function readForm(form: FormData): { input: PublishTokenInput } | { errors: FieldErrors } {
  const values = { name: String(form.get('name') ?? ''), remote: String(form.get('remote') ?? ''), expiresOn: String(form.get('expiresOn') ?? '') || null };
  const errors: FieldErrors = {};
  for (const field of ['name', 'remote'] as const) if (values[field].trim() === '') errors[field] = REQUIRED[field];
  const parsed = PublishTokenInputSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (isField(field)) errors[field] ??= issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0 ? { input: parsed.data } : { errors };
}

/** The API's per-field refusals (`issues`); anything else is one message for the whole form. */
function serverErrors(error: unknown): { fields: FieldErrors; form: string | null } {
  const fields: FieldErrors = {};
  for (const issue of error instanceof HttpError ? (error.issues ?? []) : []) if (isField(issue.path)) fields[issue.path] ??= issue.message;
  return { fields, form: Object.keys(fields).length > 0 ? null : userMessage(error, FAILED) };
}

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

/** « Créer un jeton »: a name, the one remote it may publish, an optional last day; the secret comes back once. */
export function CreateTokenDialog({
  remotes,
  onCreated,
  onClose,
}: {
  remotes: readonly string[];
  onCreated: (created: CreatedPublishToken) => void;
  onClose: () => void;
}) {
  const create = useCreatePublishToken();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (form: FormData) => {
    const read = readForm(form);
    setFormError(null);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    create.mutate(read.input, {
      onSuccess: onCreated,
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found.fields);
        setFormError(found.form);
      },
    });
  };

  return (
    <FormDialog title="Créer un jeton de publication" submitLabel="Créer le jeton" pending={create.isPending} error={formError} onSubmit={submit} onClose={onClose}>
      <DialogField label="Nom du jeton" hint={"Qui s'en sert et où, par exemple «\u00a0CI de l'équipe blog\u00a0»."} error={errors.name}>
        {(description) => <input name="name" autoComplete="off" maxLength={100} required {...description} />}
      </DialogField>
      <DialogField label="Remote" hint="Le seul remote que ce jeton pourra publier." error={errors.remote}>
        {(description) => (
          <select name="remote" defaultValue="" required {...description}>
            <option value="">Choisir un remote</option>
            {remotes.map((remote) => (
              <option key={remote} value={remote}>
                {remote}
              </option>
            ))}
          </select>
        )}
      </DialogField>
      <DialogField
        label="Date d'expiration (facultative)"
        hint="Le jeton ne marche plus après ce jour. Sans date, il vaut jusqu'à sa révocation."
        error={errors.expiresOn}
      >
        {(description) => <input name="expiresOn" type="date" min={tomorrow()} {...description} />}
      </DialogField>
    </FormDialog>
  );
}
