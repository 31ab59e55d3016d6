import { Container, StrokeIcon, ThemeSwitcher, closeIcon, menuIcon, useSiteConfig } from '@club/ui';
import { useEffect, useState } from 'react';
import { useMenu } from '../federation/federation-context';
import { HeaderAccount } from './header-account';
import { Bar, Brand, HeaderRoot, MenuButton, NavItem, NavList, Panel } from './site-header.styles';

const PANEL_ID = 'menu-principal';

/** Closes the mobile panel on Escape, giving focus back to its button. */
function useEscapeToClose(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
}

/** Site header: the association's name, the main menu composed from the remotes, who is signed in, the theme switcher. */
export function SiteHeader() {
  const site = useSiteConfig();
  const items = useMenu('main');
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    document.getElementById(`${PANEL_ID}-bouton`)?.focus();
  };
  useEscapeToClose(open, close);

  return (
    <HeaderRoot>
      <Container>
        <Bar>
          <Brand to="/">{site.shortName}</Brand>
          <MenuButton id={`${PANEL_ID}-bouton`} aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen(!open)}>
            <StrokeIcon shapes={open ? closeIcon : menuIcon} size={20} />
            Menu
          </MenuButton>
          <Panel id={PANEL_ID} data-open={open}>
            <nav aria-label="Navigation principale">
              <NavList>
                {items.map((item) => (
                  <li key={item.to}>
                    <NavItem to={item.to} end={item.end} onClick={() => setOpen(false)}>
                      {item.label}
                    </NavItem>
                  </li>
                ))}
              </NavList>
            </nav>
            <HeaderAccount />
            <ThemeSwitcher />
          </Panel>
        </Bar>
      </Container>
    </HeaderRoot>
  );
}
