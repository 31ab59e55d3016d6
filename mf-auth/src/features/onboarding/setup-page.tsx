import { AUTH_PATHS, useSession, firstLoginStatusQueryOptions } from '@club/auth';
import type { FirstLoginStatus } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { LoadingView, Stack } from '@club/ui';
import { Suspense } from 'react';
import { AuthCard } from '../../shared/components/auth-card';
import { ApplicationStep } from './components/application-step';
import { CompleteStep } from './components/complete-step';
import { FamilyNotice } from './components/family-notice';
import { ProfileStep } from './components/profile-step';
import { RejectedNotice } from './components/rejected-notice';
import { SetupStepper } from './components/setup-stepper';
import { WaitingStep } from './components/waiting-step';

const INTROS: Record<FirstLoginStatus['step'], string> = {
  profile: "Bienvenue ! Pour rejoindre l'association, complétez d'abord votre profil.",
  application: 'Choisissez la section et la catégorie que vous souhaitez rejoindre.',
  pending_review: "Votre candidature est en cours d'examen.",
  complete: 'Votre inscription est terminée.',
};

function CurrentStep({ status }: { status: FirstLoginStatus }) {
  const latest = status.latestApplication;
  switch (status.step) {
    case 'profile':
      return <ProfileStep profile={status.profile} />;
    case 'application':
      return (
        <Stack gap="lg">
          {latest?.status === 'rejected' ? <RejectedNotice application={latest} /> : null}
          <FamilyNotice />
          <Suspense fallback={<LoadingView message="Chargement des sections…" />}>
            <ApplicationStep dateOfBirth={status.profile.dateOfBirth} />
          </Suspense>
        </Stack>
      );
    case 'pending_review':
      return (
        <Stack gap="lg">
          <WaitingStep application={latest} />
          <FamilyNotice />
        </Stack>
      );
    case 'complete':
      return <CompleteStep application={latest} />;
  }
}

/** The account screens stay open before membership (ADR 177): password, validation en deux étapes, my data, deletion. */
function AccountLinks() {
  return (
    <p>
      Mot de passe, validation en deux étapes, vos données ou la suppression de votre compte : <Link to={AUTH_PATHS.settings}>Paramètres</Link> ·{' '}
      <Link to={AUTH_PATHS.profile}>Mon profil</Link>
    </p>
  );
}

function Setup({ userId }: { userId: string }) {
  const { data: status } = useSuspenseQuery(firstLoginStatusQueryOptions(userId));
  return (
    <AuthCard title="Finaliser mon inscription" intro={INTROS[status.step]} width="wide" footer={<AccountLinks />}>
      <SetupStepper step={status.step} />
      <CurrentStep status={status} />
    </AuthCard>
  );
}

/** /first-login/setup: profile → application → waiting for review → done (spec §2, onboarding). */
export function SetupPage() {
  const { session } = useSession();
  if (!session) return <LoadingView message="Chargement de votre inscription…" />;
  return <Setup userId={session.user.id} />;
}
