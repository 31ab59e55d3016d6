import { styled } from '@club/stack';

/** The text area of a comment, written (comments section) or edited (comment item). */
export const CommentTextArea = styled.textarea`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
