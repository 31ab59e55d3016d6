import {
  apiErrorMessage,
  clubCategoriesQueryOptions,
  sectionResponsibilitiesQueryOptions,
  useCreateResponsibility,
  useDeleteResponsibility,
} from '@club/api-client';
import {
  withDe,
  RESPONSIBILITY_KIND_LABELS,
  RESPONSIBILITY_MESSAGES,
  type ClubSection,
  type PersonOption,
  type Responsibility,
  type ResponsibilityKind,
} from '@club/contracts';
import { styled, toast, useSuspenseQuery } from '@club/stack';
import { Button, EmptyView, Heading, Stack } from '@club/ui';
import { compactControlCss } from '@club/ui/forms';
import { ConfirmDialog, DataTable, Section } from '@club/ui-admin';
import { useState, type FormEvent } from 'react';
import { PersonPicker } from './person-picker';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label { display: grid; gap: ${({ theme }) => theme.space.xs}; }
  select { ${compactControlCss} }
`;

function NameForm({ section, canNameManagers }: { section: ClubSection; canNameManagers: boolean }) {
  const { data: categories } = useSuspenseQuery(clubCategoriesQueryOptions(section.clubId, { sectionId: section.id, limit: 100 }));
  const [kind, setKind] = useState<ResponsibilityKind>(canNameManagers ? 'section_manager' : 'coach');
  const [categoryId, setCategoryId] = useState('');
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateResponsibility();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return setError(RESPONSIBILITY_MESSAGES.user);
    try {
      await create.mutateAsync({
        clubId: section.clubId,
        sectionId: section.id,
        input: { userId: person.id, kind, categoryId: kind === 'coach' ? categoryId || null : null },
      });
      toast.success(RESPONSIBILITY_MESSAGES.created);
      setPerson(null);
      setError(null);
    } catch (failure) {
      const message = apiErrorMessage(failure, RESPONSIBILITY_MESSAGES.createFailed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Nommer un responsable">
      <Stack>
        <Controls>
          <label>
            Responsabilité
            <select value={kind} onChange={(event) => setKind(event.target.value as ResponsibilityKind)}>
              {canNameManagers ? <option value="section_manager">{RESPONSIBILITY_KIND_LABELS.section_manager}</option> : null}
              <option value="coach">{RESPONSIBILITY_KIND_LABELS.coach}</option>
            </select>
          </label>
          {kind === 'coach' ? (
            <label>
              Catégorie entraînée
              <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
                <option value="">Choisir une catégorie</option>
                {categories.data.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </Controls>
        <PersonPicker picked={person} onPick={setPerson} />
        {error ? <p role="alert">{error}</p> : null}
        <div>
          <Button type="submit" disabled={!person || create.isPending} aria-busy={create.isPending}>
            Nommer
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function RemoveButton({ responsibility }: { responsibility: Responsibility }) {
  const remove = useDeleteResponsibility();
  const [asking, setAsking] = useState(false);
  const onClick = async () => {
    try {
      await remove.mutateAsync({ clubId: responsibility.clubId, sectionId: responsibility.sectionId, responsibilityId: responsibility.id });
      toast.success(RESPONSIBILITY_MESSAGES.deleted);
    } catch (error) {
      setAsking(false);
      toast.error(apiErrorMessage(error, RESPONSIBILITY_MESSAGES.deleteFailed));
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)} disabled={remove.isPending}>
        Retirer {responsibility.userName}
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={asking}
        title={`Retirer ${responsibility.userName} ?`}
        confirmLabel="Retirer"
        pending={remove.isPending}
        onConfirm={() => void onClick()}
        onCancel={() => setAsking(false)}
      >
        {responsibility.userName} perdra ce rôle dans la section dès maintenant ; son compte et ses adhésions ne changent pas.
      </ConfirmDialog>
    </>
  );
}

/** Who manages the section and coaches its categories; admins name managers, managers name coaches. */
export function ResponsibilitiesPanel({ section, canManage, canNameManagers }: { section: ClubSection; canManage: boolean; canNameManagers: boolean }) {
  const { data } = useSuspenseQuery(sectionResponsibilitiesQueryOptions(section.clubId, section.id));
  return (
    <Section aria-labelledby="responsables-de-la-section">
      <Heading level={2} id="responsables-de-la-section">
        Responsables et entraîneurs
      </Heading>
      {data.data.length === 0 ? (
        <EmptyView title="Aucun responsable" message="Personne n'est encore responsable de cette section ni entraîneur d'une de ses catégories." headingLevel={3} />
      ) : (
        <DataTable
          caption={`Responsables ${withDe(section.name)}`}
          rows={data.data}
          rowKey={(row) => row.id}
          rowHeader={{ header: 'Personne', cell: (row) => row.userName }}
          columns={[
            { header: 'Responsabilité', cell: (row) => RESPONSIBILITY_KIND_LABELS[row.kind] },
            { header: 'Catégorie', cell: (row) => row.categoryName ?? 'Toute la section' },
            { header: 'E-mail', cell: (row) => row.userEmail ?? 'Non partagé' },
            ...(canManage
              ? [{ header: 'Actions', cell: (row: Responsibility) => (row.kind === 'coach' || canNameManagers ? <RemoveButton responsibility={row} /> : null) }]
              : []),
          ]}
        />
      )}
      {canManage ? <NameForm section={section} canNameManagers={canNameManagers} /> : null}
    </Section>
  );
}
