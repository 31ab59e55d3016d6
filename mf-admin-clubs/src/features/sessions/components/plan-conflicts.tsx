import { apiErrorMessage } from '@club/api-client';
import { HttpError } from '@club/http';
import { Alert } from '@club/ui';

/** The lines of a refused plan (`occurrences.N` issues): every date and what is in the way. */
function conflictLines(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  return (error.issues ?? []).filter((issue) => issue.path.startsWith('occurrences.')).map((issue) => issue.message);
}

/** A refused plan, listed date by date, above the form. */
export function PlanConflicts({ error }: { error: unknown }) {
  const lines = conflictLines(error);
  if (lines.length === 0) return null;
  const title = apiErrorMessage(error, "La séance n'a pas été planifiée.").split(' Le ')[0];
  return (
    <Alert tone="error" title={title}>
      <ul>
        {lines.map((line) => (
          <li key={line}>Le {line}</li>
        ))}
      </ul>
    </Alert>
  );
}
