import { useSession } from '@club/auth';
import { styled, useQuery } from '@club/stack';
import { Button, Text } from '@club/ui';
import { compactControlCss } from '@club/ui/forms';
import { useId, useState, type KeyboardEvent } from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { Fieldset } from '../../../shared/fields/fieldset.styles';
import { USER_SEARCH_FAILED, userSearchQueryOptions } from '../api/search-users';

const BookerFieldset = styled(Fieldset)`
  label { display: inline-flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
  input[type='search'] {
    ${compactControlCss}
  }
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
`;

/** '' (the signed-in admin) is sent as no bookerId: the API then books for the caller. */
const idOrUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Who the booking is for: the signed-in admin by default, or a member found by name or e-mail. */
export function BookerField() {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name: 'bookerId' });
  const error = get(errors, 'bookerId') as FieldError | undefined;
  const { session } = useSession();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const search = useQuery(userSearchQueryOptions(term));
  const searchId = useId();
  const me = session?.user;
  const candidates = (search.data ?? []).filter((user) => user.id !== me?.id);

  const runSearch = () => setTerm(draft.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    runSearch();
  };

  return (
    <BookerFieldset>
      <legend>Réservé pour</legend>
      <label>
        <input type="radio" value="" {...register('bookerId', { setValueAs: idOrUndefined })} />
        Moi-même{me ? ` (${me.name || me.email})` : ''}
      </label>
      {candidates.map((user) => (
        <label key={user.id}>
          <input type="radio" value={user.id} {...register('bookerId', { setValueAs: idOrUndefined })} />
          {user.name} ({user.email})
        </label>
      ))}
      <SearchRow>
        <div>
          <label htmlFor={searchId}>Réserver pour un autre membre</label>
          <input id={searchId} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} placeholder="Nom ou e-mail" />
        </div>
        <Button variant="secondary" onClick={runSearch} disabled={draft.trim().length < 2}>
          Rechercher
        </Button>
      </SearchRow>
      <div aria-live="polite">
        {search.isFetching ? <Text muted>Recherche en cours…</Text> : null}
        {search.isError ? <Text role="alert">{USER_SEARCH_FAILED}</Text> : null}
        {search.isSuccess && candidates.length === 0 ? <Text muted>Aucun membre trouvé pour «&nbsp;{term}&nbsp;».</Text> : null}
      </div>
      {error?.message ? <Text role="alert">{error.message}</Text> : null}
    </BookerFieldset>
  );
}
