import { Toaster } from '@club/stack';
import { useThemeMode } from '../theme/theme-mode-context';
import { toasterProps } from './toaster-config';

/** The page's single toast area; apps call `toast` from @club/stack. Follows the resolved theme. */
export function AppToaster() {
  const { resolved } = useThemeMode();
  return <Toaster {...toasterProps} theme={resolved} />;
}
