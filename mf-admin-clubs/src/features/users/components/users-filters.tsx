import { ROLE_LABELS, ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@club/contracts';
import { FiltersForm, SearchInput } from '@club/ui-admin';
import type { UsersSearch } from '../users-search';

/** Search, role and status of /admin/users, kept in the URL (issue 32: « suspendu » is a ban that still runs). */
export function UsersFilters({ search }: { search: UsersSearch }) {
  const key = `${search.search ?? ''}|${search.role ?? ''}|${search.status ?? ''}`;
  return (
    <FiltersForm label="Rechercher des utilisateurs">
      <SearchInput key={`search-${key}`} label="Nom ou e-mail" value={search.search} placeholder="Marie, marie@exemple.fr…" />
      <label>
        Rôle
        <select key={`role-${key}`} name="role" defaultValue={search.role ?? ''}>
          <option value="">Tous les rôles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Statut
        <select key={`status-${key}`} name="status" defaultValue={search.status ?? ''}>
          <option value="">Tous les statuts</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
    </FiltersForm>
  );
}
