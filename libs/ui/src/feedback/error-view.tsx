import { Button, ButtonLink } from '../components/button';
import { Cluster } from '../components/layout';
import { Heading } from '../components/typography';
import { circleXIcon, rotateCwIcon } from '../icons/shapes';
import { StrokeIcon } from '../icons/stroke-icon';
import { usePageTitle } from '../page-title/use-page-title';
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

/** A page-level error view (heading level 1) names the tab after itself, not after the page that could not be shown. */
function ErrorPageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
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
      {headingLevel === 1 ? <ErrorPageTitle title={title} /> : null}
      <StrokeIcon shapes={circleXIcon} size={40} />
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
              <StrokeIcon shapes={rotateCwIcon} size={18} />
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
