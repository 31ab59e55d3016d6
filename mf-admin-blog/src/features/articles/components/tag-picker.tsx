import { blogErrorMessage, tagsQueryOptions, useCreateTag } from '@club/api-client';
import { styled, toast, useSuspenseQuery } from '@club/stack';
import { Button, Cluster } from '@club/ui';
import { useId, useState } from 'react';
import { BLOG_TOASTS } from '../../../shared/messages';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  legend { font-weight: 600; padding-inline: ${({ theme }) => theme.space.xs}; }
  label { display: inline-flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; }
  input[type='text'] { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

/** The article's tags: tick existing ones, or create one on the fly (it is ticked at once). */
export function TagPicker({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const { data: tags } = useSuspenseQuery(tagsQueryOptions());
  const createTag = useCreateTag();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((tagId) => tagId !== id));

  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Le nom du tag est requis');
    try {
      const tag = await createTag.mutateAsync({ name: trimmed });
      onChange([...value, tag.id]);
      setName('');
      setProblem(null);
      toast.success(BLOG_TOASTS.tagCreated(tag.name));
    } catch (error) {
      setProblem(blogErrorMessage(error, BLOG_TOASTS.tagFailed));
    }
  };

  return (
    <Fieldset>
      <legend>Tags</legend>
      {tags.data.length > 0 ? (
        <Cluster gap="md">
          {tags.data.map((tag) => (
            <label key={tag.id}>
              <input type="checkbox" checked={value.includes(tag.id)} onChange={(event) => toggle(tag.id, event.target.checked)} />
              {tag.name}
            </label>
          ))}
        </Cluster>
      ) : null}
      <Cluster gap="sm">
        <label htmlFor={inputId}>Nouveau tag</label>
        <input
          id={inputId}
          type="text"
          value={name}
          maxLength={50}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={() => void add()} disabled={createTag.isPending}>
          Créer le tag
        </Button>
      </Cluster>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Fieldset>
  );
}
