import { apiErrorMessage, searchPeople } from '@club/api-client';
import { isAdminRole, useSession } from '@club/auth';
import { ROLE_LABELS, type PersonOption } from '@club/contracts';
import { styled, useQuery } from '@club/stack';
import { Button, Text } from '@club/ui';
import { compactControlCss } from '@club/ui/forms';
import { useId, useState } from 'react';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  label { display: grid; gap: ${({ theme }) => theme.space.xs}; }
  input { ${compactControlCss} }
`;

const Results = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; }
`;

/** What tells two namesakes apart: the e-mail and role when the API gives them, the person's sections. */
const personDetails = (person: PersonOption) =>
  [person.email, person.role ? ROLE_LABELS[person.role] : null, person.sections.length ? person.sections.join(', ') : 'Aucune section'].filter(Boolean).join(' · ');

/**
 * Finds a person (2 characters at least) among the accounts, then hands the chosen one to `onPick`: by name or
 * e-mail for an admin, by name for a section manager (ADR 161). Used to name a section manager or a coach and
 * to add a member to a category.
 */
export function PersonPicker({
  onPick,
  picked,
  label = 'Rechercher une personne',
}: {
  onPick: (person: PersonOption) => void;
  picked: PersonOption | null;
  /** The search box's label: on a page that also searches a list, it says what this search is for. */
  label?: string;
}) {
  const { session } = useSession();
  const byEmail = isAdminRole(session?.user.role);
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const people = useQuery({ queryKey: ['clubs', 'people', search], queryFn: ({ signal }) => searchPeople(search, signal), enabled: search.length >= 2 });
  return (
    <div>
      <Row>
        <label htmlFor={inputId}>
          {label}
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={byEmail ? 'Nom ou e-mail' : 'Nom'}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setSearch(text.trim());
              }
            }}
          />
        </label>
        <Button type="button" variant="secondary" onClick={() => setSearch(text.trim())}>
          Rechercher
        </Button>
      </Row>
      {search.length > 0 && search.length < 2 ? <Text>Tapez au moins 2 caractères.</Text> : null}
      {people.isFetching ? <Text>Recherche en cours…</Text> : null}
      {people.isError ? <Text role="alert">{apiErrorMessage(people.error, 'Erreur lors de la recherche des personnes')}</Text> : null}
      {people.data && people.data.length === 0 ? <Text>Aucune personne ne correspond à «&nbsp;{search}&nbsp;».</Text> : null}
      {people.data && people.data.length > 0 ? (
        <Results aria-label="Personnes trouvées">
          {people.data.map((person) => (
            <li key={person.id}>
              <Button
                type="button"
                size="sm"
                variant={picked?.id === person.id ? 'primary' : 'ghost'}
                aria-pressed={picked?.id === person.id}
                onClick={() => onPick(person)}
              >
                Choisir {person.name}
              </Button>
              <span>{personDetails(person)}</span>
            </li>
          ))}
        </Results>
      ) : null}
      {picked ? <Text>Personne choisie : {picked.name}</Text> : null}
    </div>
  );
}
