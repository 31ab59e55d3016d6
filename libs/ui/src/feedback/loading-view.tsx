import { Spinner } from '../components/spinner';
import { FeedbackLayout } from './feedback-layout';

/** Pending state of a route or a section; announced politely to screen readers. */
export function LoadingView({ message = 'Chargement…' }: { message?: string }) {
  return (
    <FeedbackLayout role="status" aria-live="polite">
      <Spinner size={32} />
      <p>{message}</p>
    </FeedbackLayout>
  );
}
