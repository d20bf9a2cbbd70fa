// A text being typed in the inbox, kept in this device's localStorage until
// it is saved (issue 23.5): a note survives a sign-out, an expired session
// and a closed tab. Only on the owner's own device, which holds the leads'
// details on screen anyway; cleared once the text is saved or emptied.
import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";

const PREFIX = STORAGE_KEYS.inboxDraft;

function read(key: string): string {
  try {
    return window.localStorage.getItem(PREFIX + key) ?? "";
  } catch {
    return "";
  }
}

function write(key: string, value: string) {
  try {
    if (value.trim()) window.localStorage.setItem(PREFIX + key, value);
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Private mode or a full store: the text stays on screen, unkept.
  }
}

/** A text state that is also kept under `key` on this device. */
export function useDraft(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState("");
  // Read after mounting (the server-rendered shell has no storage).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValue(read(key));
  }, [key]);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  return [value, set];
}
