import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@club/contracts';
import { FiltersForm } from '@club/ui-admin';
import type { AuditListSearch } from '../audit-list-search';

/** Actor, target and action filters: a GET form, so they live in the URL. */
export function AuditFilters({ search }: { search: AuditListSearch }) {
  return (
    <FiltersForm label="Filtrer le journal d'audit">
      <label>
        Auteur
        <input type="search" name="actor" defaultValue={search.actor ?? ''} placeholder="Nom ou identifiant" />
      </label>
      <label>
        Personne concernée
        <input type="search" name="target" defaultValue={search.target ?? ''} placeholder="Nom, e-mail ou identifiant" />
      </label>
      <label>
        Action
        <select name="action" defaultValue={search.action ?? ''}>
          <option value="">Toutes</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </label>
    </FiltersForm>
  );
}
