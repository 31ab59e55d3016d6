import type { ReactNode } from 'react';
import { Heading } from '../components/typography';
import { inboxIcon } from '../icons/shapes';
import { StrokeIcon } from '../icons/stroke-icon';
import { FeedbackLayout, FeedbackMessage } from './feedback-layout';

export interface EmptyViewProps {
  title?: string;
  message?: ReactNode;
  /** E.g. a ButtonLink to create the first item. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A list or page with nothing to show yet. */
export function EmptyView({ title = 'Aucun élément', message, action, headingLevel = 2 }: EmptyViewProps) {
  return (
    <FeedbackLayout>
      <StrokeIcon shapes={inboxIcon} size={40} />
      <FeedbackMessage>
        <Heading level={headingLevel} size="lg">
          {title}
        </Heading>
        {message ? <p>{message}</p> : null}
      </FeedbackMessage>
      {action}
    </FeedbackLayout>
  );
}
