import { useCallback, useState } from 'react';

/**
 * The form dialog of an account list: `openFor(row)` edits that row, `openFor(null)` creates one. The
 * row is kept while the dialog closes, so its content does not change under the closing animation;
 * `openFor` is stable, so the list's columns (and so its rows) are made once.
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((row: T | null) => {
    setEditing(row);
    setOpen(true);
  }, []);
  return { editing, open, setOpen, openFor };
}
