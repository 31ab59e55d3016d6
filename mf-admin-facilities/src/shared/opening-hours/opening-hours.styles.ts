import { styled } from '@club/stack';
import { compactControlCss } from '@club/ui/forms';

export const DayRow = styled.fieldset`
  display: grid;
  grid-template-columns: 7rem repeat(2, minmax(7rem, 10rem)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  margin: 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  > legend {
    float: left;
    padding: 0;
    align-self: center;
    font-weight: 600;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    > legend { grid-column: 1 / -1; }
  }
`;

export const TimeLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  input {
    width: 6rem;
    ${compactControlCss}
  }

  input[aria-invalid='true'] { border: 2px solid ${({ theme }) => theme.colors.danger}; }
  input:disabled { opacity: 0.5; }
`;

export const ToggleLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.5rem;
  font-weight: 600;

  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

export const DayErrors = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
