import { styled } from '@club/stack';

export const FooterRoot = styled.footer`
  margin-top: auto;
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Lines = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-style: normal;
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Notes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;
