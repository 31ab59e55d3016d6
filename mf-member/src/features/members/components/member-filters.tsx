import { Form, styled } from '@club/stack';
import { Button } from '@club/ui';
import { Search } from 'lucide-react';

const Bar = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select {
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

/** Search by name and section filter, sent as the address's search parameters (a GET form). */
export function MemberFilters({ sections, search, sectionId }: { sections: { id: string; name: string }[]; search: string; sectionId: string }) {
  return (
    <Bar method="get" role="search" aria-label="Rechercher des membres">
      <label>
        Nom
        <input type="search" name="search" defaultValue={search} maxLength={255} />
      </label>
      <label>
        Section
        <select name="sectionId" defaultValue={sectionId}>
          <option value="">Toutes mes sections</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary">
        <Search size={16} aria-hidden="true" focusable="false" />
        Rechercher
      </Button>
    </Bar>
  );
}
