import { styled } from '@club/stack';
import type { ReactNode } from 'react';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;

/** Label / value pairs of an entity's detail page. */
export function DetailsList({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}

export const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');
