import { createContext, useContext, useEffect } from 'react';

/** The control id of each field of a FormRoot, by name: the error summary links to them. */
export const FieldIdsContext = createContext<Map<string, string> | null>(null);

export function useRegisterFieldId(name: string, id: string) {
  const ids = useContext(FieldIdsContext);
  useEffect(() => {
    ids?.set(name, id);
    return () => {
      if (ids?.get(name) === id) ids.delete(name);
    };
  }, [ids, name, id]);
}
