import { useRevalidator } from '@club/stack';
import { ErrorView } from '@club/ui';

/** A page of the member area whose data could not load: said in French, with a retry. */
export function memberRouteError(title: string, message: string) {
  return function MemberRouteError() {
    const revalidator = useRevalidator();
    return <ErrorView headingLevel={1} title={title} message={message} onRetry={() => void revalidator.revalidate()} />;
  };
}
