import { withDe, type ReviewedApplication } from '@club/contracts';
import { styled, toast } from '@club/stack';
import { Button, Cluster, Heading } from '@club/ui';
import { compactControlCss } from '@club/ui/forms';
import { ConfirmDialog, Section } from '@club/ui-admin';
import { useId, useState } from 'react';
import { applicationErrorMessage } from '../api/application-call-error';
import { useReviewApplication } from '../api/review-application';
import { applicantName } from './applications-table';

type Decision = 'approved' | 'rejected';

const CommentField = styled.textarea`
  ${compactControlCss}
  width: 100%;
  min-height: 6rem;
`;

const COPY: Record<Decision, { button: string; title: (name: string) => string; body: string; done: string }> = {
  approved: {
    button: 'Approuver',
    title: (name) => `Approuver la candidature ${withDe(name)} ?`,
    body: 'La personne devient membre tout de suite, rejoint la section choisie et reçoit un e-mail avec votre commentaire.',
    done: 'Candidature approuvée : la personne est maintenant membre.',
  },
  rejected: {
    button: 'Refuser',
    title: (name) => `Refuser la candidature ${withDe(name)} ?`,
    body: "La personne reçoit un e-mail avec votre commentaire, le voit sur sa page d'inscription et peut déposer une nouvelle demande.",
    done: 'Candidature refusée : la personne en est informée.',
  },
};

/** An existing member's application to another section (ADR 206): the decision touches only that section. */
const ANOTHER_SECTION: Record<Decision, { body: string; done: string }> = {
  approved: {
    body: 'La personne rejoint la section choisie en gardant ses autres adhésions et son rôle, et reçoit un e-mail avec votre commentaire.',
    done: 'Candidature approuvée : la personne a rejoint la section.',
  },
  rejected: {
    body: 'La personne reçoit un e-mail avec votre commentaire et le voit dans son espace membre ; ses adhésions ne changent pas.',
    done: 'Candidature refusée : la personne en est informée.',
  },
};

/** Approve or reject a pending application, with an optional comment, each after a confirmation. */
export function ReviewActions({ application }: { application: ReviewedApplication }) {
  const commentId = useId();
  const [comments, setComments] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const review = useReviewApplication(application.id);
  const name = applicantName(application);
  const copyOf = (chosen: Decision) => (application.applicantSections.length > 0 ? ANOTHER_SECTION[chosen] : COPY[chosen]);

  const confirm = async (chosen: Decision) => {
    try {
      await review.mutateAsync({ decision: chosen, comments: comments.trim() || null });
      toast.success(copyOf(chosen).done);
    } catch (error) {
      toast.error(applicationErrorMessage(error, "La décision n'a pas pu être enregistrée. Veuillez réessayer."));
    } finally {
      setDecision(null);
    }
  };

  return (
    <Section aria-labelledby="candidature-decision">
      <Heading level={2} id="candidature-decision">
        Décision
      </Heading>
      <label htmlFor={commentId}>Commentaire pour la personne (facultatif)</label>
      <CommentField id={commentId} maxLength={1000} value={comments} onChange={(event) => setComments(event.target.value)} />
      <Cluster>
        <Button onClick={() => setDecision('approved')}>{COPY.approved.button}</Button>
        <Button variant="danger" onClick={() => setDecision('rejected')}>
          {COPY.rejected.button}
        </Button>
      </Cluster>
      {decision ? (
        <ConfirmDialog
          tone={decision === 'approved' ? 'positive' : 'destructive'}
          open
          title={COPY[decision].title(name)}
          confirmLabel={COPY[decision].button}
          pending={review.isPending}
          onConfirm={() => void confirm(decision)}
          onCancel={() => setDecision(null)}
        >
          {copyOf(decision).body}
          {comments.trim() ? ` Commentaire : «\u00a0${comments.trim()}\u00a0»` : ' Aucun commentaire.'}
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
