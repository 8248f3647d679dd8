import { useState } from 'react';

/**
 * Calls `onChange` while rendering when `key` differs from the one last rendered: state that
 * follows the key (a form starting to load another record) is set in the same render, so no frame
 * shows the state of the previous key, and no effect sets it afterwards.
 */
export function useKeyChange<K>(key: K, onChange: (key: K) => void): void {
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    onChange(key);
  }
}
