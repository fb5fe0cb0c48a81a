import type { DrawerProps } from './Drawer';
import { Drawer } from './Drawer';
import { useMediaQuery } from './useMediaQuery';

/**
 * The drawer as a side panel (SPEC section 2): 380 px wide, and its overlay closes it on small
 * screens only; on a desktop a stray click beside the panel should not throw the visitor's
 * place away (Escape and × still close it).
 */
export function SidePanel(props: Omit<DrawerProps, 'isDismissable' | 'size'>) {
  const isSmallScreen = useMediaQuery('(max-width: 767.98px)');
  return <Drawer {...props} size="panel" isDismissable={isSmallScreen} />;
}
