import { ROLE_LABELS, ROLES, type Role } from '@club/contracts';

/** The five roles, with their French labels (spec §3). */
export function RoleSelect({ defaultValue }: { defaultValue: Role }) {
  return (
    <label>
      Rôle
      <select name="role" defaultValue={defaultValue}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}
