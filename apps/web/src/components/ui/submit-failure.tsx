import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * Why the last submit failed, placed just above the submit, where the person who tapped it is
 * looking: on a phone a long form (a visit's record), or any form under the open keyboard, keeps its
 * top scrolled away, so a message there went unseen. Each time it changes it is brought into view
 * with what follows it (the submit) where both fit; role="alert" reads it out. `actions` are the ways
 * on that the failure offers (links), shown under the message.
 */
export function SubmitFailure({
  message,
  title,
  actions,
}: {
  message: string | null;
  title?: string;
  actions?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = box.current;
    if (!message || !shown) return;
    // The submit first, then the message: the message wins where both do not fit. (The tests' DOM
    // has no scrollIntoView.)
    shown.nextElementSibling?.scrollIntoView?.({ block: 'nearest' });
    shown.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={box}>
      <Alert tone="error" title={title}>
        {message}
        {actions}
      </Alert>
    </div>
  );
}
