import { Form, styled } from '@club/stack';
import { Button } from '@club/ui';
import type { ReactNode } from 'react';
import { compactControlCss } from '@club/ui/forms';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  /* A control is never wider than the screen (a select is as wide as its longest option). */
  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; max-width: 100%; }

  input, select {
    ${compactControlCss}
    min-width: min(12rem, 100%);
    max-width: 100%;
  }
`;

/**
 * Search and filters of a list as a GET form: submitting updates the URL (shareable, back button
 * works) and the page's loader fetches the matching page, starting again from page 1.
 */
export function FiltersForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form method="get" role="search" aria-label={label}>
      <Row>
        {children}
        <Button type="submit" variant="secondary">
          Filtrer
        </Button>
      </Row>
    </Form>
  );
}

/** Tous / Oui / Non select for a boolean filter. */
export function BooleanFilter({
  name,
  label,
  value,
  yes = 'Oui',
  no = 'Non',
}: {
  name: string;
  label: string;
  value: boolean | undefined;
  yes?: string;
  no?: string;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">Tous</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </label>
  );
}

export function SearchInput({ label, value, placeholder }: { label: string; value: string | undefined; placeholder?: string }) {
  return (
    <label>
      {label}
      <input type="search" name="search" defaultValue={value ?? ''} placeholder={placeholder} />
    </label>
  );
}
