import { CircleX, RotateCw } from 'lucide-react';
import { Button, ButtonLink } from '../components/button';
import { Cluster } from '../components/layout';
import { Heading } from '../components/typography';
import { FeedbackLayout, FeedbackMessage } from './feedback-layout';

export interface ErrorViewProps {
  title?: string;
  message?: string;
  /** Shows a 'Réessayer' button. */
  onRetry?: () => void;
  /** Shows a 'Retour à l'accueil' link to /. */
  homeLink?: boolean;
  headingLevel?: 1 | 2 | 3;
}

export function ErrorView({
  title = 'Une erreur est survenue',
  message = "Impossible d'afficher cette page pour le moment.",
  onRetry,
  homeLink = false,
  headingLevel = 2,
}: ErrorViewProps) {
  return (
    <FeedbackLayout>
      <CircleX size={40} aria-hidden="true" focusable="false" />
      <FeedbackMessage role="alert">
        <Heading level={headingLevel} size="xl">
          {title}
        </Heading>
        <p>{message}</p>
      </FeedbackMessage>
      {onRetry || homeLink ? (
        <Cluster justify="center">
          {onRetry ? (
            <Button onClick={onRetry}>
              <RotateCw size={18} aria-hidden="true" focusable="false" />
              Réessayer
            </Button>
          ) : null}
          {homeLink ? (
            <ButtonLink to="/" variant="secondary">
              Retour à l'accueil
            </ButtonLink>
          ) : null}
        </Cluster>
      ) : null}
    </FeedbackLayout>
  );
}
