import { Toaster } from '@club/stack';
import { useThemeMode } from '../theme/theme-mode-context';
import { darkTheme, lightTheme } from '../theme/tokens';
import { toastColors, toasterProps } from './toaster-config';
import { useToasterPosition } from './use-toaster-position';

/** The page's single toast area; apps call `toast` from @club/stack. Follows the resolved theme and the screen's width. */
export function AppToaster() {
  const { resolved } = useThemeMode();
  const position = useToasterPosition();
  const style = { ...toasterProps.style, ...toastColors(resolved === 'dark' ? darkTheme : lightTheme) } as typeof toasterProps.style;
  return <Toaster {...toasterProps} position={position} theme={resolved} style={style} />;
}
