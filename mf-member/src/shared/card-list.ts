import { styled } from '@club/stack';

/** The dashboard's and the wall's cards, as many side by side as fit (16 rem each at least). */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
`;
