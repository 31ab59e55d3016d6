import { blogErrorMessage } from '@club/api-client';
import type { ReactionSummary, ReactionType, ReactionTypeInfo } from '@club/contracts';
import { styled, toast } from '@club/stack';
import { Cluster, VisuallyHidden } from '@club/ui';
import { Emoji } from '@club/ui/emoji';

const Choice = styled.button<{ $active: boolean; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : 'inherit')};
  cursor: pointer;
`;

const REACTION_FAILED = "Votre réaction n'a pas pu être enregistrée. Veuillez réessayer.";

export interface ReactionChoicesProps {
  /** The group's accessible name, e.g. « Réagir à l'article ». */
  label: string;
  types: readonly ReactionTypeInfo[];
  summary: ReactionSummary;
  mine: ReactionType | null;
  pending: boolean;
  /** Sends the toggle; a failure shows the reaction's error toast and changes nothing on screen. */
  onChoose: (type: ReactionType) => Promise<unknown>;
  /** Smaller buttons (under a comment). */
  compact?: boolean;
}

/**
 * One toggle button per reaction type with its count: pressing the person's own reaction removes it,
 * another replaces it (the API decides, this only shows). Used for articles, wall cards and comments.
 */
export function ReactionChoices({ label, types, summary, mine, pending, onChoose, compact = false }: ReactionChoicesProps) {
  const choose = (type: ReactionType) => onChoose(type).catch((error: unknown) => toast.error(blogErrorMessage(error, REACTION_FAILED)));
  return (
    <Cluster gap={compact ? 'xs' : 'sm'} role="group" aria-label={label}>
      {types.map((type) => {
        const active = mine === type.type;
        return (
          <Choice key={type.type} type="button" $active={active} $compact={compact} aria-pressed={active} disabled={pending} onClick={() => void choose(type.type)}>
            {/* Named « J'aime : 1 »: the visible count is part of the name (WCAG label in name). */}
            <Emoji>{type.emoji}</Emoji>
            <VisuallyHidden>{type.label} : </VisuallyHidden>
            <span>{summary.counts[type.type] ?? 0}</span>
          </Choice>
        );
      })}
    </Cluster>
  );
}
