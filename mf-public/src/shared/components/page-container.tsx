import { Container } from '@club/ui';
import { styled } from '@club/stack';

/**
 * The page's content column. Landmarks (header, main, footer) belong to the shell, so a page
 * renders a plain block inside its <main>.
 */
export const PageContainer = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
`;
