import type { ReactNode } from 'react';
import { Dialog, SheetContent } from '@/components/ui/dialog';

/**
 * The phone's side menu as a sheet. Its own module, loaded when the menu is first opened: the dialog
 * library is not needed to show a signed-in page.
 */
export default function MobileMenu({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent title="Menu">{children}</SheetContent>
    </Dialog>
  );
}
